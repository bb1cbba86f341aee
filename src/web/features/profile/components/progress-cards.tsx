import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import {
  examProgress,
  topicProgress,
  type ProgressSeries,
} from '../../../../domain/profile-progress';
import { examDisplayName, subjectDisplayName } from '../../../../domain/catalogue';
import { useProgressFilter } from '../hooks/use-progress-filter';
import { ProgressSelect } from './progress-select';
import { ProgressSummaryView } from './progress-summary';

/**
 * Exam Progress (Exam, Subject, Level) and Topic Progress (Topic), two cards over one selection
 * moved by the cascade of spec §4: picking a topic sets the level back to All Levels, and so on.
 */
export function ProgressCards({ series }: { series: ProgressSeries }) {
  const { options, filter, dispatch } = useProgressFilter(series);
  const { exam, subject, level, topic } = filter;
  const topics = options.topics(exam, subject);
  // Kept across a subject change (§4 clears only the level): still offered, with no data.
  if (topic !== null && !topics.some((t) => t.value === topic))
    topics.push({ value: topic, label: topic });
  const key = JSON.stringify(filter);
  const empty = options.exams.length === 0;
  const selection = [
    exam && examDisplayName(exam),
    subject && subjectDisplayName(subject),
    level === null ? 'All Levels' : `Level ${level}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <Card className="space-y-3 p-4" data-testid="exam-progress">
        <h2 className="text-lg font-semibold">Exam Progress</h2>
        {empty ? null : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <ProgressSelect
              id="progress-exam"
              label="Exam"
              value={exam}
              options={options.exams}
              onChange={(v) => v !== null && dispatch({ type: 'exam', exam: v })}
            />
            <ProgressSelect
              id="progress-subject"
              label="Subject"
              value={subject}
              options={options.subjects(exam)}
              onChange={(v) => v !== null && dispatch({ type: 'subject', subject: v })}
            />
            <ProgressSelect
              id="progress-level"
              label="Level"
              value={level}
              all="All Levels"
              options={options.levels(exam, subject)}
              onChange={(v) => dispatch({ type: 'level', level: v })}
            />
          </div>
        )}
        <ProgressSummaryView summary={examProgress(series, filter)} chartKey={`exam ${key}`} />
        {exam && subject ? (
          <Link
            to={paths.app.mistakes.getHref(exam, subject)}
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary"
          >
            Retry my mistakes in {subjectDisplayName(subject)}
          </Link>
        ) : (
          <Link
            to={paths.app.exams.getHref()}
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary"
          >
            Take a quiz to see your progress
          </Link>
        )}
      </Card>
      <Card className="space-y-3 p-4" data-testid="topic-progress">
        <h2 className="text-lg font-semibold">Topic Progress</h2>
        {empty ? null : (
          <>
            <p className="text-sm text-muted-foreground">{selection}</p>
            <ProgressSelect
              id="progress-topic"
              label="Topic"
              value={topic}
              all="All Topics"
              options={topics}
              onChange={(v) => dispatch({ type: 'topic', topic: v })}
            />
          </>
        )}
        <ProgressSummaryView summary={topicProgress(series, filter)} chartKey={`topic ${key}`} />
      </Card>
    </>
  );
}
