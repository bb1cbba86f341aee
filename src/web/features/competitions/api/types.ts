import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api-client';

/** The competitions API's answers, inferred from its routes (ADR 0023; never written by hand). */
type Competitions = typeof api.competitions;
type One = Competitions[':id'];
type Entry = Competitions['entries'][':id'];

export type CompetitionList = InferResponseType<Competitions['$get'], 200>;
export type CompetitionCard = CompetitionList['competitions'][number];
export type CompetitionTab = NonNullable<CompetitionCard['tab']>;
export type CompetitionDetail = InferResponseType<One['$get'], 200>;
/** GET /:id/entry: running (resume it), overdue (submit it) or finished (score, rank, review). */
export type EntryState = InferResponseType<One['entry']['$get'], 200>;
export type RunningEntry = InferResponseType<One['entry']['$post'], 201>;
export type FinishedEntry = Extract<EntryState, { status: 'completed' }>;
export type SubmittedEntry = InferResponseType<Entry['submit']['$post'], 200>;
export type StandingsPage = InferResponseType<One['leaderboard']['$get'], 200>;
export type StandingRow = StandingsPage['rows'][number];

/** Stamped with the offset of the server's clock from the phone's as the answer arrived. */
export type WithClock<T> = T & { clockOffsetMs: number };
export type ClientEntry = WithClock<RunningEntry>;
