import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { mockAttempts, mockTime, useMockSubmitted } from '../api/mock-attempts';
import { withPaperTexts } from '../api/mock-submitted';
import type { ClientMock, MockResult } from '../api/types';
import { CbtRunner } from './cbt-runner';
import { paperTitle } from './mock-texts';

/**
 * A running mock paper in the CBT runner: its title and its calls (autosave, time per subject,
 * submit), and what follows a submit. Its own chunk, loaded only when a paper runs.
 */
export function MockRunner({
  paper,
  onSubmitted,
}: {
  paper: ClientMock;
  onSubmitted: (result: MockResult) => void;
}) {
  const navigate = useNavigate();
  const mockSubmitted = useMockSubmitted();
  const id = paper.attemptId;
  const submitted = useCallback(
    (result: MockResult) => {
      mockSubmitted();
      onSubmitted(result);
    },
    [mockSubmitted, onSubmitted],
  );
  return (
    <CbtRunner
      paper={paper}
      title={paperTitle(
        paper.paper.exam,
        paper.paper.sections.map((s) => s.subject),
      )}
      saving={{
        saveAnswers: (patch) => mockAttempts.save(id, patch),
        saveAnswersOnExit: (patch) => mockAttempts.saveOnExit(id, patch),
      }}
      saveSeconds={(seconds, onExit) =>
        onExit ? mockTime.saveOnExit(id, seconds) : mockTime.save(id, seconds)
      }
      submit={async (answers) => withPaperTexts(await mockAttempts.submit(id, answers), paper)}
      onSubmitted={submitted}
      onExit={() => {
        toast.message('Your paper is saved', {
          description: 'The clock keeps running. Open Mock exams to carry on.',
        });
        navigate(paths.app.mocks.getHref());
      }}
    />
  );
}
