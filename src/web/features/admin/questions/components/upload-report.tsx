import type { UploadReportDto } from '../api/upload-questions';
import { RejectedRows } from './rejected-rows';

/** The server's own account of an upload (authoritative, whatever the preview said). */
export function UploadReport({ report }: { report: UploadReportDto }) {
  return (
    <section
      aria-label="Upload result"
      className="space-y-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm"
    >
      <p className="font-semibold text-green-900">{report.message}</p>
      <p>
        Accepted: <strong>{report.inserted}</strong> · Rejected:{' '}
        <strong>{report.rejectedCount}</strong>
      </p>
      {report.levels.length ? (
        <ul className="list-inside list-disc">
          {report.levels.map((l) => (
            <li key={l.level}>
              Level {l.level}: {l.count} questions, {l.questionsPerLevel} per quiz
            </li>
          ))}
        </ul>
      ) : null}
      <RejectedRows rows={report.rejected} total={report.rejectedCount} />
    </section>
  );
}
