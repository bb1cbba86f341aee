import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type NotificationItem = InferResponseType<typeof api.notifications.$get, 200>[number];

export const getNotifications = async () => readJson(await api.notifications.$get());

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: getNotifications,
    // New questions in a subject arrive without the student doing anything: look again now and
    // then while the app is on screen (one small, bounded GET).
    refetchInterval: 5 * 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.notifications['read-all'].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
