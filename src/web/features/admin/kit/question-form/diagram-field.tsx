import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  DIAGRAM_ACCEPT,
  DIAGRAM_MESSAGES,
  MAX_DIAGRAM_UPLOAD_BYTES,
  diagramUrl,
} from '../../../../../domain/diagrams';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/textarea';
import { useUploadDiagram } from './upload-diagram';

/**
 * "Diagram (optional)" (issue 14 item 2): an admin picks a PNG, JPEG or SVG; the server stores it
 * as a WebP of at most 30 KB and the preview shows exactly what students will get. A diagram
 * needs a description (its alt text) for students who cannot see it.
 */
export function DiagramField({
  id,
  value,
  onChange,
  registerAlt,
  altError,
}: {
  id: (name: string) => string;
  value: { id: string; alt: string } | null | undefined;
  /** A diagram stored for the form (keep its description as typed so far), or null to remove. */
  onChange: (imageId: string | null) => void;
  /**
   * Registers the description field (`register('image.alt')`), called only while a diagram is
   * set: registering it without one would turn the form's null into `{ alt }`.
   */
  registerAlt: () => UseFormRegisterReturn;
  altError?: string;
}) {
  const upload = useUploadDiagram();
  const [problem, setProblem] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const fileId = useId();

  async function pick(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_DIAGRAM_UPLOAD_BYTES) return setProblem(DIAGRAM_MESSAGES.tooLarge);
    try {
      const stored = await upload.mutateAsync(file);
      onChange(stored.id);
      setSize(`${stored.width} × ${stored.height} px, ${(stored.bytes / 1024).toFixed(1)} KB`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : DIAGRAM_MESSAGES.unreadable);
    }
  }

  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Diagram (optional)</legend>
      {value ? (
        <>
          <img
            src={diagramUrl(value.id)}
            alt={value.alt || 'The diagram, not yet described'}
            className="block h-auto max-h-80 w-auto max-w-full rounded-md border bg-white"
            data-testid="diagram-preview"
          />
          {size ? <p className="text-xs text-muted-foreground">Stored as WebP: {size}</p> : null}
          <TextareaField
            id={id('image-alt')}
            label="Describe the diagram (alt text)"
            rows={3}
            error={altError}
            {...registerAlt()}
          />
          <p className="text-xs text-muted-foreground">
            Say what it shows, with every label and value, so a student using a screen reader loses
            nothing; do not give the answer away.
          </p>
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 text-base font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        >
          {upload.isPending ? 'Uploading…' : value ? 'Replace diagram' : 'Add a diagram'}
          <input
            id={fileId}
            type="file"
            accept={DIAGRAM_ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            data-testid="diagram-file"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {value ? (
          <Button variant="outline" onClick={() => onChange(null)}>
            Remove diagram
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">PNG, JPEG or SVG, up to 5 MB</span>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
