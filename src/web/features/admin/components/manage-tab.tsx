import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MANAGE_PAGE_SIZE } from '../../../../domain/admin-rules';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-errors';
import { questionsExportUrl, useQuestions } from '../api/questions';
import { QuestionCard } from './question-card';
import { QuestionFilters, type FilterValues } from './question-filters';
import { Pager } from './pager';

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
  const [page, setPage] = useState(1);
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
    page: String(page),
    pageSize: String(MANAGE_PAGE_SIZE),
  });
  const listTop = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (list.error)
      toast.error('Failed to fetch questions', { description: errorMessage(list.error) });
  }, [list.error]);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deleting the last question of the last page: step back to the page that now exists.
  if (data && !list.isPlaceholderData && data.items.length === 0 && page > pages) setPage(pages);
  const go = (p: number) => {
    setPage(p);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

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
          setPage(1);
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
      <h3 ref={listTop} className="sr-only scroll-mt-20">
        Questions
      </h3>
      {list.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading questions...
        </p>
      ) : list.isError && !data ? (
        <p role="alert" className="text-destructive">
          Failed to fetch questions. {errorMessage(list.error)}
        </p>
      ) : !data || data.items.length === 0 ? (
        <p className="text-muted-foreground">
          {filters.wrongKey
            ? 'No question of the selected filters has a possible wrong key.'
            : 'No questions found for the selected filters.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? 'question' : 'questions'}
            {list.isFetching ? ' · Updating...' : ''}
          </p>
          <ul className="space-y-3">
            {data.items.map((q) => (
              <li key={q.id}>
                <QuestionCard q={q} stats={q.stats} />
              </li>
            ))}
          </ul>
          <Pager page={data.page} pages={pages} onGo={go} />
        </>
      )}
    </div>
  );
}
