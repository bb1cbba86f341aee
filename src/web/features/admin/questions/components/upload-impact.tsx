import {
  replaceNotice,
  UPLOAD_PREVIEW_MESSAGES,
  type UploadPreview,
} from '../../../../../domain/upload-preview';
import { CheckboxRow } from '../../kit/fields';

/**
 * The server's half of the preview (issue 21 item 9): what the upload replaces, with a box the
 * admin must tick before it can go, and rows that nearly repeat a question (warnings only).
 */
export function UploadImpact({
  impact,
  confirmed,
  onConfirm,
}: {
  impact: UploadPreview;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  const more = impact.nearDuplicateCount - impact.nearDuplicates.length;
  return (
    <>
      {impact.replaces.length ? (
        <section
          aria-label="What this upload replaces"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <ul className="space-y-0.5 font-medium">
            {impact.replaces.map((r) => (
              <li key={r.level}>{replaceNotice(r)}</li>
            ))}
          </ul>
          <CheckboxRow
            label={UPLOAD_PREVIEW_MESSAGES.confirmLabel}
            checked={confirmed}
            onChange={(e) => onConfirm(e.target.checked)}
          />
        </section>
      ) : null}
      {impact.nearDuplicateCount ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-amber-900">
            {impact.nearDuplicateCount} {impact.nearDuplicateCount === 1 ? 'row is' : 'rows are'}{' '}
            nearly the same as another question (they will still be uploaded):
          </p>
          <ul
            aria-label="Near-duplicate rows"
            className="max-h-60 space-y-0.5 overflow-y-auto rounded-md bg-amber-50 p-2 text-sm text-amber-900"
          >
            {impact.nearDuplicates.map((d) => (
              <li key={d.row}>{UPLOAD_PREVIEW_MESSAGES.nearDuplicate(d)}</li>
            ))}
            {more > 0 ? <li className="font-medium">... and {more} more</li> : null}
          </ul>
        </div>
      ) : null}
    </>
  );
}
