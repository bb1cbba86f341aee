import { useLocation, useParams } from 'react-router';
import { toAvailableExamCode, toExamCode, toSubjectCode } from '../../../../domain/catalogue';
import { MAX_LEVEL } from '../../../../domain/constants';

export type PracticeParams =
  | { kind: 'ok'; exam: string; subject: string; level: number }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown'; what: 'exam' | 'subject' | 'level' }
  | { kind: 'unavailable'; exam: string };

/**
 * The route's exam, subject and level as canonical codes. An alias (`jamb-utme`, `JAMB`,
 * `english-language`, `01`) asks for a redirect to the canonical URL, keeping the query string.
 */
export function usePracticeParams(base: 'exam' | 'results'): PracticeParams {
  const params = useParams();
  const { search } = useLocation();
  const raw = [params.examType, params.subject, params.level].filter(
    (p): p is string => p !== undefined,
  );

  const exam = toExamCode(raw[0]);
  if (!exam) return { kind: 'unknown', what: 'exam' };
  if (!toAvailableExamCode(exam)) return { kind: 'unavailable', exam };
  const canonical: string[] = [exam];

  let subject = '';
  if (raw.length > 1) {
    subject = toSubjectCode(raw[1]) ?? '';
    if (!subject) return { kind: 'unknown', what: 'subject' };
    canonical.push(subject);
  }
  let level = 0;
  if (raw.length > 2) {
    level = /^\d{1,3}$/.test(raw[2]!) ? Number(raw[2]) : 0;
    if (level < 1 || level > MAX_LEVEL) return { kind: 'unknown', what: 'level' };
    canonical.push(String(level));
  }

  if (canonical.some((c, i) => c !== raw[i]))
    return { kind: 'redirect', to: `/app/${base}/${canonical.join('/')}${search}` };
  return { kind: 'ok', exam, subject, level };
}
