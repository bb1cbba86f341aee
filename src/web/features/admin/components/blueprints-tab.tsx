import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Table, TBody, Td, Th, THead } from '../../../components/ui/table';
import { examShortName, subjectDisplayName } from '../../../../domain/catalogue';
import { errorMessage } from '../../../lib/api-errors';
import { useBlueprints, useDeleteBlueprint, type BlueprintDto } from '../api/blueprints';
import { BlueprintForm } from './blueprint-form';

/** Exam Blueprint Manager: the real exam's size and time per exam and subject. */
export function BlueprintsTab() {
  const blueprints = useBlueprints();
  const remove = useDeleteBlueprint();
  const [editing, setEditing] = useState<BlueprintDto | null>(null);
  const [deleting, setDeleting] = useState<BlueprintDto | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const onDelete = (b: BlueprintDto) =>
    remove.mutate(b.id, {
      onSuccess: () => {
        setDeleting(null);
        if (editing?.id === b.id) setEditing(null);
        toast.success('Blueprint deleted successfully');
      },
      onError: (err) =>
        toast.error('Failed to delete blueprint', { description: errorMessage(err) }),
    });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Exam Blueprint Manager</h2>
      <div ref={formRef} className="scroll-mt-20">
        <Card className="space-y-4 p-4">
          <h3 className="font-semibold">
            {editing
              ? `Edit blueprint: ${examShortName(editing.examType)} ${subjectDisplayName(editing.subject)}`
              : 'New blueprint'}
          </h3>
          <BlueprintForm
            key={editing?.id ?? 'new'}
            blueprint={editing}
            onDone={() => setEditing(null)}
          />
        </Card>
      </div>
      {blueprints.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading blueprints...
        </p>
      ) : blueprints.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(blueprints.error)}
        </p>
      ) : blueprints.data.length === 0 ? (
        <p className="text-muted-foreground">No blueprints yet. Add one above.</p>
      ) : (
        <Table caption="Exam blueprints">
          <THead>
            <tr>
              <Th>Exam / subject</Th>
              <Th>Questions</Th>
              <Th>Minutes</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </THead>
          <TBody>
            {blueprints.data.map((b) => (
              <tr key={b.id}>
                <Td>
                  {examShortName(b.examType)}
                  <span className="block text-muted-foreground">
                    {subjectDisplayName(b.subject)}
                  </span>
                </Td>
                <Td>{b.totalQuestionsRealExam}</Td>
                <Td>{b.totalTimeRealExam}</Td>
                <Td className="w-px text-right">
                  <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${examShortName(b.examType)} ${subjectDisplayName(b.subject)}`}
                      onClick={() => {
                        setEditing(b);
                        formRef.current?.scrollIntoView({ behavior: 'smooth' });
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      aria-label={`Delete ${examShortName(b.examType)} ${subjectDisplayName(b.subject)}`}
                      onClick={() => setDeleting(b)}
                    >
                      Delete
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting)}
        pending={remove.isPending}
        title="Delete this blueprint?"
        description={
          deleting
            ? `The blueprint for ${examShortName(deleting.examType)} ${subjectDisplayName(deleting.subject)} will be removed.`
            : undefined
        }
        confirmLabel="Delete"
      />
    </div>
  );
}
