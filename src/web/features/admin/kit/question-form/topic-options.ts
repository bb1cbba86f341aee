import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const topics = api.admin.topics;
/** The list's filter as the route takes it; a blank value means "any". */
export type TopicFilter = InferRequestType<typeof topics.$get>['query'];

/**
 * The syllabus topics a question may link to (the question form's select). Under
 * queryKeys.admin.topics, so the Topics tab's changes refresh it.
 */
export const topicOptionsQueryOptions = (f: TopicFilter) =>
  queryOptions({
    queryKey: [...queryKeys.admin.topics, f],
    queryFn: async () => readJson(await topics.$get({ query: f })),
    staleTime: 60_000,
  });

export const useTopics = (f: TopicFilter, enabled = true) =>
  useQuery({ ...topicOptionsQueryOptions(f), enabled });
