import { useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson, readNoContent } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { TopicDto } from '../../../../../server/services/admin/types';
import { pagedQueryOptions, useInvalidatingMutation } from '../../kit/api';

export type { TopicDto };

const topics = api.admin.topics;
/** One page of the Topics tab as the route takes it (strings). */
export type TopicPageFilter = InferRequestType<typeof topics.page.$get>['query'];
type TopicCreate = InferRequestType<typeof topics.$post>['json'];
type TopicPatch = InferRequestType<(typeof topics)[':id']['$patch']>['json'];

export const getTopicPage = async (f: TopicPageFilter) =>
  readJson(await topics.page.$get({ query: f }));

export const topicPageQueryOptions = (f: TopicPageFilter) =>
  pagedQueryOptions([...queryKeys.admin.topics, 'page'], f, getTopicPage);

export const useTopicPage = (f: TopicPageFilter) => useQuery(topicPageQueryOptions(f));

export const createTopic = async (input: TopicCreate) =>
  readJson(await topics.$post({ json: input }));

export const updateTopic = async ({ id, input }: { id: string; input: TopicPatch }) =>
  readJson(await topics[':id'].$patch({ param: { id }, json: input }));

export const deleteTopic = async (id: string) =>
  readNoContent(await topics[':id'].$delete({ param: { id } }));

// Under queryKeys.admin.topics: the question form's topic select refreshes too.
const TOPICS = [queryKeys.admin.topics];
export const useCreateTopic = () => useInvalidatingMutation(createTopic, TOPICS);
export const useUpdateTopic = () => useInvalidatingMutation(updateTopic, TOPICS);
export const useDeleteTopic = () => useInvalidatingMutation(deleteTopic, TOPICS);
