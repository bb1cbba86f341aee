import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { Table, TBody, Td, Th, THead } from '../../../components/ui/table';
import { examShortName, subjectDisplayName } from '../../../../domain/catalogue';
import { errorMessage } from '../../../lib/api-errors';
import { MANAGE_PAGE_SIZE } from '../../../../domain/admin-rules';
import { useDeleteTopic, useTopicPage, type TopicDto } from '../api/topics';
import { EXAM_OPTIONS, SUBJECT_OPTIONS } from './options';
import { TopicForm } from './topic-form';
import { Pager } from './pager';

/**
 * Syllabus Topic Manager: topics are unique per exam type, subject and name. One server page at a
 * time, as Manage does: hundreds of topics on one page made a 14,000 px screen.
 */
export function TopicsTab() {
  const [filter, setFilterState] = useState({ examType: '', subject: '' });
  const [page, setPage] = useState(1);
  const setFilter = (f: typeof filter) => {
    setFilterState(f);
    setPage(1);
  };
  const topics = useTopicPage({
    ...filter,
    page: String(page),
    pageSize: String(MANAGE_PAGE_SIZE),
  });
  const data = topics.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deleting the last topic of the last page: step back to the page that now exists.
  if (data && !topics.isPlaceholderData && data.items.length === 0 && page > pages) setPage(pages);
  const listTop = useRef<HTMLHeadingElement>(null);
  const go = (p: number) => {
    setPage(p);
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const remove = useDeleteTopic();
  const [editing, setEditing] = useState<TopicDto | null>(null);
  const [deleting, setDeleting] = useState<TopicDto | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const onDelete = (t: TopicDto) =>
    remove.mutate(t.id, {
      onSuccess: () => {
        setDeleting(null);
        if (editing?.id === t.id) setEditing(null);
        toast.success('Topic deleted successfully');
      },
      onError: (err) => toast.error('Failed to delete topic', { description: errorMessage(err) }),
    });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Syllabus Topic Manager</h2>
      <div ref={formRef} className="scroll-mt-20">
        <Card className="space-y-4 p-4">
          <h3 className="font-semibold">
            {editing ? `Edit topic: ${editing.topicName}` : 'New topic'}
          </h3>
          <TopicForm key={editing?.id ?? 'new'} topic={editing} onDone={() => setEditing(null)} />
        </Card>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="topics-filter-exam"
          label="Show exam"
          placeholder="All exams"
          options={EXAM_OPTIONS}
          value={filter.examType}
          onChange={(e) => setFilter({ ...filter, examType: e.target.value })}
        />
        <SelectField
          id="topics-filter-subject"
          label="Show subject"
          placeholder="All subjects"
          options={SUBJECT_OPTIONS}
          value={filter.subject}
          onChange={(e) => setFilter({ ...filter, subject: e.target.value })}
        />
      </div>
      <h3 ref={listTop} className="sr-only scroll-mt-20">
        Topics
      </h3>
      {topics.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading topics...
        </p>
      ) : topics.isError && !data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(topics.error)}
        </p>
      ) : !data || data.items.length === 0 ? (
        <p className="text-muted-foreground">No syllabus topics found. Add one above.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? 'topic' : 'topics'}
            {topics.isFetching ? ' · Updating...' : ''}
          </p>
          <Table caption="Syllabus topics">
            <THead>
              <tr>
                <Th>Exam / subject</Th>
                <Th>Topic</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </THead>
            <TBody>
              {data.items.map((t) => (
                <tr key={t.id}>
                  <Td>
                    {examShortName(t.examType)}
                    <span className="block text-muted-foreground">
                      {subjectDisplayName(t.subject)}
                    </span>
                  </Td>
                  <Td className="min-w-32">
                    <span className="font-medium">{t.topicName}</span>
                    {t.description ? (
                      <span className="block text-xs text-muted-foreground">{t.description}</span>
                    ) : null}
                  </Td>
                  <Td className="w-px text-right">
                    <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${t.topicName}`}
                        onClick={() => {
                          setEditing(t);
                          formRef.current?.scrollIntoView({ behavior: 'smooth' });
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive"
                        aria-label={`Delete ${t.topicName}`}
                        onClick={() => setDeleting(t)}
                      >
                        Delete
                      </Button>
                    </div>
                  </Td>
                </tr>
              ))}
            </TBody>
          </Table>
          <Pager page={data.page} pages={pages} onGo={go} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting)}
        pending={remove.isPending}
        title="Delete this topic?"
        description={
          deleting
            ? `"${deleting.topicName}" is removed; questions linked to it keep their topic text.`
            : undefined
        }
        confirmLabel="Delete"
      />
    </div>
  );
}
