import { useRef, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Table, TBody, Td, Th, THead } from '../../../components/ui/table';
import { examShortName, subjectDisplayName } from '../../../../domain/catalogue';
import { errorMessage } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';

type Row = { id: string; examType: string; subject: string };

/** "Delete" in red, quiet until needed (a row's or a card's last action). */
export function DeleteButton({ className, children = 'Delete', ...props }: ButtonProps) {
  return (
    <Button size="sm" variant="ghost" className={cn('text-destructive', className)} {...props}>
      {children}
    </Button>
  );
}

/**
 * A list of records with one form above it that creates a record or, after Edit, edits one
 * (Blueprints, Topics): which record is being edited or deleted, and the delete with its toasts.
 */
export function useRecordManager<T extends Row>({
  remove,
  noun,
}: {
  remove: UseMutationResult<void, Error, string>;
  /** As a toast starts it: "Topic deleted successfully". */
  noun: string;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  return {
    editing,
    deleting,
    formRef,
    remove,
    stopEditing: () => setEditing(null),
    edit: (record: T) => {
      setEditing(record);
      formRef.current?.scrollIntoView({ behavior: 'smooth' });
    },
    askDelete: (record: T | null) => setDeleting(record),
    confirmDelete: (record: T) =>
      remove.mutate(record.id, {
        onSuccess: () => {
          setDeleting(null);
          if (editing?.id === record.id) setEditing(null);
          toast.success(`${noun} deleted successfully`);
        },
        onError: (err) =>
          toast.error(`Failed to delete ${noun.toLowerCase()}`, { description: errorMessage(err) }),
      }),
  };
}

/**
 * The page of a record manager: its heading, the form's card (titled "New topic" or "Edit
 * topic: …"), what `children` lists, and the delete confirmation.
 */
export function RecordManager<T extends Row>({
  manager: m,
  title,
  formTitle,
  form,
  deleteTitle,
  describeDelete,
  children,
}: {
  manager: ReturnType<typeof useRecordManager<T>>;
  title: string;
  formTitle: string;
  /** Keyed by the record edited, so it starts again from that record. */
  form: ReactNode;
  deleteTitle: string;
  describeDelete: (record: T) => string;
  children: ReactNode;
}) {
  const { formRef, deleting, askDelete, confirmDelete, remove } = m;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div ref={formRef} className="scroll-mt-20">
        <Card className="space-y-4 p-4">
          <h3 className="font-semibold">{formTitle}</h3>
          {form}
        </Card>
      </div>
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => askDelete(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
        pending={remove.isPending}
        title={deleteTitle}
        description={deleting ? describeDelete(deleting) : undefined}
        confirmLabel="Delete"
      />
    </div>
  );
}

/** "JAMB Mathematics": how a record of one exam and subject is named. */
export const examSubjectName = (r: Pick<Row, 'examType' | 'subject'>) =>
  `${examShortName(r.examType)} ${subjectDisplayName(r.subject)}`;

/**
 * A record manager's table: "Exam / subject" first, the record's own columns, and Edit and
 * Delete buttons named after the record (`name`) for screen readers.
 */
export function RecordTable<T extends Row>({
  manager: m,
  caption,
  rows,
  name,
  columns,
}: {
  manager: ReturnType<typeof useRecordManager<T>>;
  caption: string;
  rows: readonly T[];
  name: (record: T) => string;
  columns: { header: string; className?: string; cell: (record: T) => ReactNode }[];
}) {
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <Th>Exam / subject</Th>
          {columns.map((c) => (
            <Th key={c.header}>{c.header}</Th>
          ))}
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <tr key={r.id}>
            <Td>
              {examShortName(r.examType)}
              <span className="block text-muted-foreground">{subjectDisplayName(r.subject)}</span>
            </Td>
            {columns.map((c) => (
              <Td key={c.header} className={c.className}>
                {c.cell(r)}
              </Td>
            ))}
            <Td className="w-px text-right">
              <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${name(r)}`}
                  onClick={() => m.edit(r)}
                >
                  Edit
                </Button>
                <DeleteButton aria-label={`Delete ${name(r)}`} onClick={() => m.askDelete(r)} />
              </div>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
