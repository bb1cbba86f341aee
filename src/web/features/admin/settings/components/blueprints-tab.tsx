import { UTME_MINUTES } from '../../../../../domain/mock-exams';
import { topicWeightSummary } from '../../../../../domain/topic-weights';
import {
  examSubjectName,
  RecordManager,
  RecordTable,
  useRecordManager,
} from '../../kit/record-manager';
import { QueryState } from '../../kit/query-state';
import { useBlueprints, useDeleteBlueprint, type BlueprintDto } from '../api/blueprints';
import { BlueprintForm } from './blueprint-form';

/**
 * Exam Blueprint Manager: the real exam paper per exam and subject — its size, its time and how
 * its questions spread over the syllabus topics — which sets the mock papers and scales AI
 * generation.
 */
export function BlueprintsTab() {
  const blueprints = useBlueprints();
  const m = useRecordManager<BlueprintDto>({ remove: useDeleteBlueprint(), noun: 'Blueprint' });

  return (
    <RecordManager
      manager={m}
      title="Exam Blueprint Manager"
      formTitle={m.editing ? `Edit blueprint: ${examSubjectName(m.editing)}` : 'New blueprint'}
      form={
        <BlueprintForm key={m.editing?.id ?? 'new'} blueprint={m.editing} onDone={m.stopEditing} />
      }
      deleteTitle="Delete this blueprint?"
      describeDelete={(b) =>
        `The blueprint for ${examSubjectName(b)} will be removed. Students can no longer sit a mock paper of it.`
      }
    >
      <div className="space-y-1 text-sm text-muted-foreground" data-testid="blueprints-explained">
        <p>
          A blueprint describes the real exam paper of one exam and subject. The same blueprint sets
          the mock paper students sit: its number of questions, its time (a JAMB UTME mock runs one{' '}
          {UTME_MINUTES}-minute clock for its four subjects, so there a subject&apos;s minutes only
          pace the student) and how its questions spread over the subject&apos;s syllabus topics
          (the Topics tab&apos;s list; blank weights treat every topic alike).
        </p>
        <p>
          It also steers AI generation: a level&apos;s suggested question count and time are its
          share of this paper (level 50 is the whole paper). Whether the bank can fill each mock
          paper is shown under Manage, Coverage.
        </p>
      </div>
      <QueryState
        query={blueprints}
        loading="Loading blueprints..."
        isEmpty={(rows) => rows.length === 0}
        empty="No blueprints yet. Add one above."
      >
        {(rows) => (
          <RecordTable
            manager={m}
            caption="Exam blueprints"
            rows={rows}
            name={examSubjectName}
            columns={[
              { header: 'Questions', cell: (b) => b.totalQuestionsRealExam },
              { header: 'Minutes', cell: (b) => b.totalTimeRealExam },
              {
                header: 'Topic spread',
                className: 'min-w-40',
                cell: (b) => topicWeightSummary(b.topicWeights, b.topics),
              },
            ]}
          />
        )}
      </QueryState>
    </RecordManager>
  );
}
