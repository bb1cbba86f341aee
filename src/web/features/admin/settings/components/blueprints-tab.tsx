import {
  examSubjectName,
  RecordManager,
  RecordTable,
  useRecordManager,
} from '../../kit/record-manager';
import { QueryState } from '../../kit/query-state';
import { useBlueprints, useDeleteBlueprint, type BlueprintDto } from '../api/blueprints';
import { BlueprintForm } from './blueprint-form';

/** Exam Blueprint Manager: the real exam's size and time per exam and subject. */
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
      describeDelete={(b) => `The blueprint for ${examSubjectName(b)} will be removed.`}
    >
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
            ]}
          />
        )}
      </QueryState>
    </RecordManager>
  );
}
