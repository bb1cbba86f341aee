import { useRef, useState, type ReactNode } from 'react';
import { Pager } from './pager';
import { QueryState } from './query-state';

type Page = { items: unknown[]; total: number; page: number; pageSize: number };
type PagedQuery<P extends Page> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: P | undefined;
};

/** The page an admin list shows; set it back to 1 when the filter changes. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLHeadingElement>(null);
  return {
    page,
    setPage,
    listTop,
    /** Another page, read from its top. */
    go: (p: number) => {
      setPage(p);
      listTop.current?.scrollIntoView({ block: 'start' });
    },
  };
}

/**
 * One server page of an admin list (Manage, Topics): a hidden heading to scroll back to, the
 * loading, failed and empty states, "12 topics · Updating...", the items and the pager.
 */
export function PagedList<P extends Page>({
  paging,
  query,
  noun,
  failed,
  empty,
  children,
}: {
  paging: ReturnType<typeof usePaging>;
  query: PagedQuery<P>;
  /** The count's word, one and many: ['topic', 'topics'] ("Topics", "Loading topics..."). */
  noun: readonly [string, string];
  failed?: string;
  empty: ReactNode;
  children: (data: P) => ReactNode;
}) {
  const { page, setPage, listTop, go } = paging;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deleting the last item of the last page: step back to the page that now exists.
  if (data && !query.isPlaceholderData && data.items.length === 0 && page > pages) setPage(pages);
  return (
    <>
      <h3 ref={listTop} className="sr-only scroll-mt-20">
        {noun[1].charAt(0).toUpperCase() + noun[1].slice(1)}
      </h3>
      <QueryState
        query={query}
        loading={`Loading ${noun[1]}...`}
        failed={failed}
        keepData
        isEmpty={(d) => d.items.length === 0}
        empty={empty}
      >
        {(d) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {d.total} {d.total === 1 ? noun[0] : noun[1]}
              {query.isFetching ? ' · Updating...' : ''}
            </p>
            {children(d)}
            <Pager page={d.page} pages={pages} onGo={go} />
          </>
        )}
      </QueryState>
    </>
  );
}
