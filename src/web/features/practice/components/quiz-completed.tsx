import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import type { AttemptResult } from '../api/types';
import { Icon } from '../../../components/ui/icon';

const REDIRECT_MS = 1500;

/** "Quiz Completed!", then the results of this level (with the result carried in navigation). */
export function QuizCompleted({ result }: { result: AttemptResult }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () =>
        navigate(paths.app.levelResults.getHref(result.examType, result.subject, result.level), {
          state: { result },
        }),
      REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, result]);

  return (
    <Card
      className="mx-auto max-w-md space-y-3 p-6 text-center"
      role="status"
      data-testid="quiz-completed"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <Icon name="check" className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold">Quiz Completed!</h1>
      <p className="text-lg font-semibold">
        Your score: {result.score}% ({result.correctAnswers}/{result.totalQuestions} correct)
      </p>
      <p className="text-muted-foreground">Redirecting to results...</p>
      <Link to={paths.app.dashboard.getHref()} className={buttonClasses('outline')}>
        Return to Dashboard
      </Link>
    </Card>
  );
}
