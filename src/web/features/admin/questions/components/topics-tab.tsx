import { useState } from 'react';
import { MANAGE_PAGE_SIZE } from '../../../../../domain/admin-rules';
import { controlled, ScopeSelects } from '../../kit/fields';
import { PagedList, usePaging } from '../../kit/paged-list';
import { RecordManager, RecordTable, useRecordManager } from '../../kit/record-manager';
import { useDeleteTopic, useTopicPage, type TopicDto } from '../api/topics';
import { TopicForm } from './topic-form';

/**
 * Syllabus Topic Manager: topics are unique per exam type, subject and name. One server page at a
 * time, as Manage does: hundreds of topics on one page made a 14,000 px screen.
 */
export function TopicsTab() {
  const [filter, setFilterState] = useState({ examType: '', subject: '' });
  const paging = usePaging();
  const setFilter = (patch: Partial<typeof filter>) => {
    setFilterState({ ...filter, ...patch });
    paging.setPage(1);
  };
  const topics = useTopicPage({
    ...filter,
    page: String(paging.page),
    pageSize: String(MANAGE_PAGE_SIZE),
  });
  const m = useRecordManager<TopicDto>({ remove: useDeleteTopic(), noun: 'Topic' });

  return (
    <RecordManager
      manager={m}
      title="Syllabus Topic Manager"
      formTitle={m.editing ? `Edit topic: ${m.editing.topicName}` : 'New topic'}
      form={<TopicForm key={m.editing?.id ?? 'new'} topic={m.editing} onDone={m.stopEditing} />}
      deleteTitle="Delete this topic?"
      describeDelete={(t) =>
        `"${t.topicName}" is removed; questions linked to it keep their topic text.`
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <ScopeSelects
          idPrefix="topics-filter"
          prompt="all"
          exam={controlled(filter.examType, (examType) => setFilter({ examType }))}
          subject={controlled(filter.subject, (subject) => setFilter({ subject }))}
        />
      </div>
      <PagedList
        paging={paging}
        query={topics}
        noun={['topic', 'topics']}
        empty="No syllabus topics found. Add one above."
      >
        {(data) => (
          <RecordTable
            manager={m}
            caption="Syllabus topics"
            rows={data.items}
            name={(t) => t.topicName}
            columns={[
              {
                header: 'Topic',
                className: 'min-w-32',
                cell: (t) => (
                  <>
                    <span className="font-medium">{t.topicName}</span>
                    {t.description ? (
                      <span className="block text-xs text-muted-foreground">{t.description}</span>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        )}
      </PagedList>
    </RecordManager>
  );
}
