import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import type { NotificationItem } from '../../../../server/services/notifications/notifications';

export type { NotificationItem };

export const getNotifications = async () =>
  readJson<NotificationItem[]>(await api.notifications.$get());

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson<{ updated: number }>(await api.notifications['read-all'].$post()),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
