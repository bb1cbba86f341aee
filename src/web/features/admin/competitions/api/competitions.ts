import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { API_BASE, ApiError, api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

const comps = api.admin.competitions;
export type AdminCompetition = InferResponseType<typeof comps.$get, 200>[number];
export type CreateCompetitionInput = InferRequestType<typeof comps.$post>['json'];
export type CompetitionDetailsJson = CreateCompetitionInput['details'];
export type CreatedCompetition = InferResponseType<typeof comps.$post, 201>;
export type CompetitionResults = InferResponseType<(typeof comps)[':id']['results']['$get'], 200>;
export type AdminResultRow = CompetitionResults['rows'][number];
export type StatusAction = 'activate' | 'complete' | 'cancel';

/** The refused rows' reasons in an error's `details` (`{ errors: string[] }`), or none. */
export function refusedRows(details: unknown): string[] {
  const errors =
    typeof details === 'object' && details !== null && 'errors' in details
      ? details.errors
      : undefined;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
}

/** A CSV the server refused as a whole: its reason plus the rows it skipped (admin §5). */
export class CompetitionCsvError extends ApiError {
  /** The reasons of the rows the server refused, as it listed them. */
  readonly errors: string[];
  constructor(error: ApiError) {
    super(error.status, error.code, error.message, error.details);
    this.name = 'CompetitionCsvError';
    this.errors = refusedRows(error.details);
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

/**
 * Multipart: the details as JSON text and the file. The answer is read like any other (readJson);
 * a refusal becomes a CompetitionCsvError that keeps the rows' reasons.
 */
export async function createCompetitionFromCsv({
  details,
  file,
}: {
  details: CompetitionDetailsJson;
  file: File;
}) {
  const res = await comps.csv.$post({ form: { details: JSON.stringify(details), file } });
  try {
    return await readJson(res);
  } catch (err) {
    throw err instanceof ApiError ? new CompetitionCsvError(err) : err;
  }
}

export const setCompetitionStatus = async ({ id, action }: { id: string; action: StatusAction }) =>
  readJson(await comps[':id'][action].$post({ param: { id } }));

export const deleteCompetition = async (id: string) =>
  readJson(await comps[':id'].$delete({ param: { id } }));

/**
 * Any change refreshes the admin list and results, the students' competition lists, and — since
 * competition questions show in Manage — the question lists and counts.
 */
function useCompetitionMutation<TInput, TOut>(
  mutationFn: (input: TInput) => Promise<TOut>,
  { keepResults = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        // A deleted competition's open results would refetch into a 404: the list alone, then.
        queryClient.invalidateQueries({
          queryKey: queryKeys.admin.competitions,
          exact: keepResults,
        }),
        ...[queryKeys.admin.questions, queryKeys.admin.summary, queryKeys.competitions.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ]),
  });
}

export const useCreateCompetition = () => useCompetitionMutation(createCompetition);
export const useCreateCompetitionFromCsv = () => useCompetitionMutation(createCompetitionFromCsv);
export const useSetCompetitionStatus = () => useCompetitionMutation(setCompetitionStatus);
export const useDeleteCompetition = () =>
  useCompetitionMutation(deleteCompetition, { keepResults: true });
