import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminRequest } from './http';
import type { TopicDto } from '../../../../server/services/admin/types';
import type { TopicCreate, TopicPatch } from '../../../../domain/admin-rules';

export type { TopicDto, TopicCreate, TopicPatch };
/** '' means "any" for either filter. */
export type TopicFilter = { examType: string; subject: string };

export const getTopics = (f: TopicFilter) => adminRequest<TopicDto[]>('/topics', { query: f });

export const topicsQueryOptions = (f: TopicFilter) =>
  queryOptions({
    queryKey: [...adminKeys.topics, f],
    queryFn: () => getTopics(f),
    staleTime: 60_000,
  });

export const useTopics = (f: TopicFilter, enabled = true) =>
  useQuery({ ...topicsQueryOptions(f), enabled });

export const createTopic = (input: TopicCreate) =>
  adminRequest<TopicDto>('/topics', { method: 'POST', json: input });

export const updateTopic = ({ id, input }: { id: string; input: TopicPatch }) =>
  adminRequest<TopicDto>(`/topics/${encodeURIComponent(id)}`, { method: 'PATCH', json: input });

export const deleteTopic = (id: string) =>
  adminRequest<void>(`/topics/${encodeURIComponent(id)}`, { method: 'DELETE' });

function useTopicMutation<TInput, TOut>(mutationFn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.topics }),
  });
}

export const useCreateTopic = () => useTopicMutation(createTopic);
export const useUpdateTopic = () => useTopicMutation(updateTopic);
export const useDeleteTopic = () => useTopicMutation(deleteTopic);
