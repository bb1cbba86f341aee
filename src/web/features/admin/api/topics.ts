import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson, readNoContent } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TopicDto } from '../../../../server/services/admin/types';

export type { TopicDto };

const topics = api.admin.topics;
/** The list's filter as the route takes it; a blank value means "any". */
export type TopicFilter = InferRequestType<typeof topics.$get>['query'];
/** One page of the Topics tab as the route takes it (strings). */
export type TopicPageFilter = InferRequestType<typeof topics.page.$get>['query'];
type TopicCreate = InferRequestType<typeof topics.$post>['json'];
type TopicPatch = InferRequestType<(typeof topics)[':id']['$patch']>['json'];

export const getTopics = async (f: TopicFilter) => readJson(await topics.$get({ query: f }));

export const topicsQueryOptions = (f: TopicFilter) =>
  queryOptions({
    queryKey: [...queryKeys.admin.topics, f],
    queryFn: () => getTopics(f),
    staleTime: 60_000,
  });

export const useTopics = (f: TopicFilter, enabled = true) =>
  useQuery({ ...topicsQueryOptions(f), enabled });

export const getTopicPage = async (f: TopicPageFilter) =>
  readJson(await topics.page.$get({ query: f }));

export const topicPageQueryOptions = (f: TopicPageFilter) =>
  queryOptions({
    queryKey: [...queryKeys.admin.topics, 'page', f],
    queryFn: () => getTopicPage(f),
    placeholderData: keepPreviousData,
  });

export const useTopicPage = (f: TopicPageFilter) => useQuery(topicPageQueryOptions(f));

export const createTopic = async (input: TopicCreate) =>
  readJson(await topics.$post({ json: input }));

export const updateTopic = async ({ id, input }: { id: string; input: TopicPatch }) =>
  readJson(await topics[':id'].$patch({ param: { id }, json: input }));

export const deleteTopic = async (id: string) =>
  readNoContent(await topics[':id'].$delete({ param: { id } }));

function useTopicMutation<TInput, TOut>(mutationFn: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.topics }),
  });
}

export const useCreateTopic = () => useTopicMutation(createTopic);
export const useUpdateTopic = () => useTopicMutation(updateTopic);
export const useDeleteTopic = () => useTopicMutation(deleteTopic);
