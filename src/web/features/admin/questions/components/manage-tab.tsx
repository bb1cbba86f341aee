import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MANAGE_PAGE_SIZE } from '../../../../../domain/admin-rules';
import { toast } from '../../../../lib/toast';
import { buttonClasses } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-errors';
import { questionsExportUrl, useQuestions } from '../api/questions';
import { QuestionCard } from './question-card';
import { QuestionFilters, type FilterValues } from './question-filters';
import { PagedList, usePaging } from '../../kit/paged-list';

/** Question Preview and Management: one server page at a time, so 50,000 questions stay quick. */
export function ManageTab() {
  // A link (Coverage's cells) may open Manage filtered: ?exam=&subject=&level=&scope=served.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<FilterValues>(() => ({
    examType: params.get('exam') ?? 'jamb',
    subject: params.get('subject') ?? 'mathematics',
    level: params.get('level') ?? '',
    status: 'all',
    wrongKey: false,
    served: params.get('scope') === 'served',
  }));
  const paging = usePaging();
  // The route takes query strings; a blank level (all levels) is left out of the URL.
  const filter = {
    examType: filters.examType,
    subject: filters.subject,
    level: filters.level || undefined,
  };
  const list = useQuestions({
    ...filter,
    status: filters.status,
    wrongKey: filters.wrongKey ? 'true' : undefined,
    scope: filters.served ? 'served' : undefined,
    page: String(paging.page),
    pageSize: String(MANAGE_PAGE_SIZE),
  });

  useEffect(() => {
    if (list.error)
      toast.error('Failed to fetch questions', { description: errorMessage(list.error) });
  }, [list.error]);

  const data = list.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Question Preview and Management</h2>
        <a href={questionsExportUrl(filter)} download className={buttonClasses('outline', 'sm')}>
          Export CSV
        </a>
      </div>
      <QuestionFilters
        value={filters}
        onChange={(v) => {
          setFilters(v);
          paging.setPage(1);
        }}
      />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          { label: 'Active', value: data?.totals.active, tone: 'text-green-800' },
          { label: 'Pending review', value: data?.totals.pending, tone: 'text-yellow-800' },
          { label: 'Inactive', value: data?.totals.inactive, tone: 'text-muted-foreground' },
        ].map((t) => (
          <div key={t.label} className="rounded-lg border bg-card p-2">
            <dt className="text-xs text-muted-foreground">{t.label}</dt>
            <dd className={`text-xl font-bold ${t.tone}`}>{t.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <PagedList
        paging={paging}
        query={list}
        noun={['question', 'questions']}
        failed="Failed to fetch questions. "
        empty={
          filters.wrongKey
            ? 'No question of the selected filters has a possible wrong key.'
            : 'No questions found for the selected filters.'
        }
      >
        {(page) => (
          <ul className="space-y-3">
            {page.items.map((q) => (
              <li key={q.id}>
                <QuestionCard q={q} stats={q.stats} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
