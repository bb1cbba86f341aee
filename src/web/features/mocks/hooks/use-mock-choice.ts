import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MOCK_EXAMS, type MockExam } from '../../../../domain/mock-exams';
import { toggleSubject } from './mock-choice';

const isMockExam = (v: string | null): v is MockExam =>
  v !== null && (MOCK_EXAMS as readonly string[]).includes(v);

/**
 * The student's picks on the overview: the exam (also written to the URL, `?exam=waec`, so a
 * reload or a link keeps it) and the subjects ticked for each exam (kept while they switch).
 * The exam lives in state: a radio must show its choice at once, not after the navigation.
 */
export function useMockChoice(fallback: MockExam = 'jamb') {
  const [search, setSearch] = useSearchParams();
  const [exam, setExamState] = useState<MockExam>(() => {
    const param = search.get('exam');
    return isMockExam(param) ? param : fallback;
  });
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const setExam = useCallback(
    (next: MockExam) => {
      setExamState(next);
      setSearch({ exam: next }, { replace: true });
    },
    [setSearch],
  );
  const toggle = useCallback(
    (subject: string) =>
      setChosen((all) => ({ ...all, [exam]: toggleSubject(exam, all[exam] ?? [], subject) })),
    [exam],
  );
  return { exam, setExam, chosen: chosen[exam] ?? [], toggle };
}
