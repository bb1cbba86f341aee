import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A mutation that refreshes every query under `keys` once it succeeds (prefix match, as
 * TanStack Query invalidates): the admin rooms' one way to say what a change makes stale.
 */
export function useInvalidatingMutation<TInput, TOut>(
  mutationFn: (input: TInput) => Promise<TOut>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** One server page of an admin list: the last page stays on screen while the next loads. */
export const pagedQueryOptions = <TFilter, TPage>(
  key: QueryKey,
  filter: TFilter,
  queryFn: (filter: TFilter) => Promise<TPage>,
) =>
  queryOptions({
    queryKey: [...key, filter],
    queryFn: () => queryFn(filter),
    placeholderData: keepPreviousData,
  });
