import { useSearchParams } from 'react-router';
import { usePracticeParams } from '../../../features/practice/hooks/use-practice-params';
import { PracticeParamsGate } from '../../../features/practice/components/params-gate';
import { QuizPage } from '../../../features/practice/components/quiz-page';

export default function QuizRoute() {
  const [search] = useSearchParams();
  const topic = search.get('topic')?.trim() || null;
  return (
    <PracticeParamsGate params={usePracticeParams('exam')}>
      {({ exam, subject, level }) => (
        <QuizPage
          key={`${exam}/${subject}/${level}`}
          exam={exam}
          subject={subject}
          level={level}
          topic={topic}
        />
      )}
    </PracticeParamsGate>
  );
}
