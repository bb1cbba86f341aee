import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionParticipants, profiles } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import { displayName, rankAmong, rankEntries } from '../../../domain/competition-ranks';

/**
 * The submitted entries of a competition in rank order, read at most once per STANDINGS_TTL_MS
 * per process and competition (one load at a time): fifty phones polling the leaderboard during
 * a burst of submits cost the database one read every two seconds, not fifty. Ranks are the
 * domain's (`rankEntries`); SQL only sorts and counts nothing.
 */

export const STANDINGS_TTL_MS = 2_000;

export type Standing = {
  userId: string;
  rank: number;
  displayName: string;
  score: number;
  timeTaken: number;
};
export type Standings = {
  at: number;
  rows: Standing[];
  byUser: ReadonlyMap<string, Standing>;
};

const p = competitionParticipants;
const pr = profiles;

const standingsStatement = new Statement<{ competitionId: string }>(
  'competition_standings',
  sql`select coalesce(json_agg(json_build_array(${p.userId}, ${p.score}, ${p.timeTaken}, ${pr.fullName})
                               order by ${p.score} desc, ${p.timeTaken}, ${p.submittedAt}, ${p.userId}), '[]')::text as j
        from ${p} left join ${pr} on ${pr.id} = ${p.userId}
       where ${p.competitionId} = ${param('competitionId')}::uuid and ${p.score} is not null`,
);

type Raw = [userId: string, score: number, timeTaken: number, fullName: string | null];

async function readStandings(db: Db, competitionId: string, at: number): Promise<Standings> {
  const [raw] = await standingsStatement.json<Raw[]>(db, { competitionId });
  const rows = rankEntries(
    raw!.map(([userId, score, timeTaken, fullName]) => ({
      userId,
      score,
      timeTaken,
      displayName: displayName(fullName),
    })),
  );
  return { at, rows, byUser: new Map(rows.map((r) => [r.userId, r])) };
}

const caches = new WeakMap<Db, Map<string, Promise<Standings>>>();

/** The competition's standings as of at most STANDINGS_TTL_MS ago (`fresh`: read them now). */
export async function standingsOf(
  db: Db,
  competitionId: string,
  now: Date,
  fresh = false,
): Promise<Standings> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(competitionId);
  if (hit && !fresh) {
    const s = await hit;
    const age = now.getTime() - s.at;
    if (age >= 0 && age < STANDINGS_TTL_MS) return s;
    // Stale: the first caller to notice starts the one reload, the others wait for it.
    const current = cache.get(competitionId);
    if (current && current !== hit) return current;
  }
  const loading = readStandings(db, competitionId, now.getTime());
  cache.set(competitionId, loading);
  if (cache.size > 1000) cache.delete(cache.keys().next().value!);
  loading.catch(() => {
    if (cache.get(competitionId) === loading) cache.delete(competitionId);
  });
  return loading;
}

/**
 * Where an entry stands: its row when the standings have it, else (submitted since they were
 * read) its rank among them, counting itself, under the name "You" (only its owner sees it).
 */
export function standingOf(
  s: Standings,
  entry: { userId: string; score: number; timeTaken: number },
): Standing & { of: number } {
  const known = s.byUser.get(entry.userId);
  if (known) return { ...known, of: s.rows.length };
  const { userId, score, timeTaken } = entry;
  const rank = rankAmong(s.rows, entry);
  return { userId, rank, displayName: 'You', score, timeTaken, of: s.rows.length + 1 };
}
