import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { API_BASE, ApiError, api, readJson, type ApiErrorBody } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const comps = api.admin.competitions;
export type AdminCompetition = InferResponseType<typeof comps.$get, 200>[number];
export type CreateCompetitionInput = InferRequestType<typeof comps.$post>['json'];
export type CompetitionDetailsJson = CreateCompetitionInput['details'];
export type CreatedCompetition = InferResponseType<typeof comps.$post, 201>;
export type CompetitionResults = InferResponseType<(typeof comps)[':id']['results']['$get'], 200>;
export type AdminResultRow = CompetitionResults['rows'][number];
export type StatusAction = 'activate' | 'complete' | 'cancel';

/** A CSV the server refused as a whole: its reason plus the rows it skipped (admin §5). */
export class CompetitionCsvError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly errors: string[],
  ) {
    super(status, code, message);
    this.name = 'CompetitionCsvError';
  }
}

/** The Compete tab's list, newest first, with participant counts (admin §2). */
export const getCompetitions = async () => readJson(await comps.$get());

export const competitionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.competitions, queryFn: getCompetitions });

/** While one is live its counts move: refresh every 30 s then, never otherwise. */
export const useCompetitions = () =>
  useQuery({
    ...competitionsQueryOptions(),
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'active') ? 30_000 : false),
  });

export const getCompetitionResults = async (id: string) =>
  readJson(await comps[':id'].results.$get({ param: { id } }));

export const competitionResultsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.competitionResults(id),
    queryFn: () => getCompetitionResults(id),
  });

/** Results of a live competition refresh as entries are submitted (every 15 s). */
export const useCompetitionResults = (id: string, live: boolean) =>
  useQuery({ ...competitionResultsQueryOptions(id), refetchInterval: live ? 15_000 : false });

/** The results as a CSV download, for a link's href (`$path` is relative to the client's base). */
export const competitionResultsExportUrl = (id: string) =>
  `${API_BASE}${comps[':id'].results.export.$path({ param: { id } })}`;

export const createCompetition = async (json: CreateCompetitionInput) =>
  readJson(await comps.$post({ json }));

/** Multipart: the details as JSON text and the file; refusals keep the rows' reasons. */
export async function createCompetitionFromCsv({
  details,
  file,
}: {
  details: CompetitionDetailsJson;
  file: File;
}) {
  const res = await comps.csv.$post({ form: { details: JSON.stringify(details), file } });
  if (res.ok) return readJson(res);
  let body: ApiErrorBody & { details?: { errors?: unknown } } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON (a proxy's page)
  }
  const errors = body.details?.errors;
  throw new CompetitionCsvError(
    res.status,
    body.code ?? `HTTP_${res.status}`,
    body.message ?? res.statusText,
    Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [],
  );
}

export const setCompetitionStatus = async ({ id, action }: { id: string; action: StatusAction }) =>
  readJson(await comps[':id'][action].$post({ param: { id } }));

export const deleteCompetition = async (id: string) =>
  readJson(await comps[':id'].$delete({ param: { id } }));

/**
 * Any change refreshes the admin list and results, the students' competition lists, and — since
 * competition questions show in Manage — the question lists and counts.
 */
function useInvalidateCompetitions({ keepResults = false } = {}) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      // A deleted competition's open results would refetch into a 404: the list alone, then.
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.competitions, exact: keepResults }),
      ...[queryKeys.admin.questions, queryKeys.admin.summary, queryKeys.competitions.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    ]);
}

export function useCreateCompetition() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({ mutationFn: createCompetition, onSuccess: invalidate });
}

export function useCreateCompetitionFromCsv() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({ mutationFn: createCompetitionFromCsv, onSuccess: invalidate });
}

export function useSetCompetitionStatus() {
  const invalidate = useInvalidateCompetitions();
  return useMutation({ mutationFn: setCompetitionStatus, onSuccess: invalidate });
}

export function useDeleteCompetition() {
  const invalidate = useInvalidateCompetitions({ keepResults: true });
  return useMutation({ mutationFn: deleteCompetition, onSuccess: invalidate });
}
