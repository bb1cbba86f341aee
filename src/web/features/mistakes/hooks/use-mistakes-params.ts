import { useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { toAvailableExamCode, toSubjectCode } from '../../../../domain/catalogue';

export type MistakesParams =
  | { kind: 'ok'; exam: string; subject: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/**
 * The route's exam and subject as canonical codes; an alias (`JAMB`, `english-language`) asks
 * for a redirect to the canonical URL.
 */
export function useMistakesParams(): MistakesParams {
  const { examType, subject } = useParams();
  const { search } = useLocation();
  const exam = toAvailableExamCode(examType);
  const code = toSubjectCode(subject);
  if (!exam || !code) return { kind: 'unknown' };
  if (exam !== examType || code !== subject)
    return { kind: 'redirect', to: `${paths.app.mistakes.getHref(exam, code)}${search}` };
  return { kind: 'ok', exam, subject: code };
}
