import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const gen = api.admin.generation;
export type GenerationConfig = InferResponseType<typeof gen.config.$get, 200>;
export type GenerationInput = InferRequestType<typeof gen.sets.$post>['json'];
export type GenerationResult = InferResponseType<typeof gen.sets.$post, 201>;
type Level = { examType: string; subject: string; level: number };

const keys = {
  config: [...queryKeys.admin.all, 'generation', 'config'] as const,
  defaults: (l: Level) => [...queryKeys.admin.all, 'generation', 'defaults', l] as const,
};

/** Whether this server can generate, and what to set when it cannot. */
export const useGenerationConfig = () =>
  useQuery(
    queryOptions({ queryKey: keys.config, queryFn: async () => readJson(await gen.config.$get()) }),
  );

/** The level's blueprint, scaled (§9): the form's question count and time limit. */
export const useGenerationDefaults = (level: Level, enabled: boolean) =>
  useQuery({
    queryKey: keys.defaults(level),
    queryFn: async () =>
      readJson(
        await gen.defaults.$get({
          query: { examType: level.examType, subject: level.subject, level: String(level.level) },
        }),
      ),
    enabled,
  });

/** One set, generated into Review: the Manage and Review lists refresh. */
export function useGenerateSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (json: GenerationInput) => readJson(await gen.sets.$post({ json })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.questions }),
  });
}

// ── Bulk generation (issue 13 item 4) ───────────────────────────────────────────────────────
export type BulkJob = NonNullable<
  InferResponseType<(typeof gen.jobs)['latest']['$get'], 200>['job']
>;
export type BulkJobInput = InferRequestType<typeof gen.jobs.$post>['json'];
export type BulkJobAction = InferRequestType<
  (typeof gen.jobs)[':id']['actions']['$post']
>['json']['action'];

const jobKey = [...queryKeys.admin.all, 'generation', 'job'] as const;
/** How often the page asks for progress while a job has work in hand. */
export const JOB_POLL_MS = 2_000;

const hasWork = (job: BulkJob | null | undefined) =>
  !!job && (job.status === 'running' || job.sets.running > 0);

/** The latest bulk job, polled every 2 s while it runs (or sets are still finishing). */
export const useLatestBulkJob = (enabled: boolean) =>
  useQuery({
    queryKey: jobKey,
    queryFn: async () => (await readJson(await gen.jobs.latest.$get())).job,
    enabled,
    refetchInterval: (q) => (hasWork(q.state.data) ? JOB_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export function useStartBulkJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (json: BulkJobInput) => readJson(await gen.jobs.$post({ json })),
    onSuccess: (job) => client.setQueryData(jobKey, job),
  });
}

export function useControlBulkJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: BulkJobAction }) =>
      readJson(await gen.jobs[':id'].actions.$post({ param: { id }, json: { action } })),
    onSuccess: (job) => client.setQueryData(jobKey, job),
  });
}
