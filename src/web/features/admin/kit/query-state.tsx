import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-errors';

type Query<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/**
 * The four states of an admin list: loading (role="status"), failed (role="alert", the server's
 * message after `failed`), empty, and the list itself.
 */
export function QueryState<T>({
  query,
  loading,
  failed = '',
  renderError,
  isEmpty,
  empty,
  keepData = false,
  children,
}: {
  query: Query<T>;
  loading: string;
  /** Words before the error's message, e.g. "Failed to fetch questions. ". */
  failed?: string;
  /** The whole failure, when it needs more than a line (a retry button). */
  renderError?: (message: string) => ReactNode;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** A paged list keeps showing the page it has when a refetch fails. */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        {loading}
      </p>
    );
  if (query.isError && !(keepData && query.data !== undefined)) {
    const message = errorMessage(query.error);
    return renderError ? (
      renderError(message)
    ) : (
      <p role="alert" className="text-destructive">
        {failed}
        {message}
      </p>
    );
  }
  if (query.data === undefined || isEmpty(query.data))
    return <p className="text-muted-foreground">{empty}</p>;
  return children(query.data);
}
