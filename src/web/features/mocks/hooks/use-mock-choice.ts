import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MOCK_EXAMS, type MockExam } from '../../../../domain/mock-exams';
import { toggleSubject } from './mock-choice';

const isMockExam = (v: string | null): v is MockExam =>
  v !== null && (MOCK_EXAMS as readonly string[]).includes(v);

/**
 * The student's picks on the overview: the exam (in the URL, `?exam=waec`, so a reload or a link
 * keeps it) and the subjects ticked for each exam (kept while they switch exams).
 */
export function useMockChoice(fallback: MockExam = 'jamb') {
  const [search, setSearch] = useSearchParams();
  const param = search.get('exam');
  const exam: MockExam = isMockExam(param) ? param : fallback;
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const setExam = useCallback(
    (next: MockExam) => setSearch({ exam: next }, { replace: true }),
    [setSearch],
  );
  const toggle = useCallback(
    (subject: string) =>
      setChosen((all) => ({ ...all, [exam]: toggleSubject(exam, all[exam] ?? [], subject) })),
    [exam],
  );
  return { exam, setExam, chosen: chosen[exam] ?? [], toggle };
}
