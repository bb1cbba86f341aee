import { sql } from 'drizzle-orm';
import { achievements, profiles, quizAttempts, user } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import { JsonText } from '../../lib/json-text';
import { AppError } from '../../lib/errors';
import { RARITY_LABEL, type Rarity } from '../../../domain/achievements';
import { displayName } from '../../../domain/auth-rules';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';
import type { ProgressSeries } from '../../../domain/profile-progress';
import { dayNumberIn, streakOfDays } from '../../../domain/streak';
import type { UserCtx } from '../context';
import { readStudentFigures } from './student-figures';

export type Profile = {
  /** `completedLevels`: levels completed of the ready levels (ADR 0034), as the dashboard's. */
  header: { fullName: string; email: string; joinedAt: string; completedLevels: number };
  stats: {
    currentStreak: number;
    longestStreak: number;
    /** Seconds of every submitted attempt, in hours with one decimal (ADR 0022). */
    studyTimeHours: number;
    /** The student's average score (ADR 0034), as the dashboard and Master show it. */
    averageScore: number;
  };
  /** The latest two, newest first. */
  recentAchievements: {
    title: string;
    description: string;
    rarity: Rarity;
    icon: string | null;
    earnedAt: string;
  }[];
  /** Practice quizzes per level and day, and their topics, for the charts (compact). */
  progress: ProgressSeries;
};

/** The statement's small JSON; the progress series come as a second column, as text. */
type Facts = {
  email: string;
  fullName: string | null;
  joinedAt: string;
  timeZone: string;
  /** Every calendar day with a submitted attempt of any kind (days since 1970-01-01). */
  days: number[];
  seconds: number;
  achievements: [
    title: string,
    description: string,
    type: string,
    icon: string | null,
    at: string,
  ][];
};

const qa = quizAttempts;
const a = achievements;
/** A flat JSON array of numbers from rows of integer columns, in the order given. */
const flat = (columns: string, order: string, from: string) =>
  sql.raw(`(select '[' || coalesce(string_agg(concat_ws(',', ${columns}), ',' order by ${order}), '') || ']'
              from ${from})`);

/**
 * The whole profile in one statement and one round trip (issue 10 target: p50 ≤ 50 ms for a
 * student with 1,000 attempts; ADR 0022): submitted attempts are read once, through the
 * (user_id, completed_at) index, and grouped by calendar day in the student's time zone. The
 * series are written by the database as flat arrays of integers (`ProgressSeries`) and sent on
 * as they are: with ~5,000 groups, building JSON values row by row, and parsing and serialising
 * them again here, cost more than the grouping (measured in ADR 0022).
 * Level and topic numbers are window ranks, not joins against lists of them: PGlite never runs
 * autovacuum's ANALYZE, and without statistics the planner took the lists for one row each and
 * joined 900 × 135 rows in a nested loop (PGlite: 35 ms instead of 24).
 * A topic's percent in a quiz is rounded like the results screen's (Math.round of
 * correct / total × 100, in float8 as JavaScript computes it).
 */
const profileStatement = new Statement<{ userId: string }>(
  'profile_get',
  sql`with me as (
        select ${user.email} as email, ${user.createdAt} as joined, ${profiles.fullName} as full_name,
               coalesce(${profiles.timeZone}, ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)}) as tz
          from ${user} left join ${profiles} on ${profiles.id} = ${user.id}
         where ${user.id} = ${param('userId')}),
      done as (
        select ${qa.kind} as kind, ${qa.examType} as exam_type, ${qa.subject} as subject,
               ${qa.level} as level, ${qa.score} as score, ${qa.timeTaken} as time_taken,
               ${qa.topicResults} as topic_results, ${qa.completedAt} as completed_at,
               ((${qa.completedAt} at time zone (select tz from me))::date - date '1970-01-01') as day
          from ${qa}
         where ${qa.userId} = ${param('userId')} and ${qa.completedAt} is not null),
      practice as (
        select exam_type, subject, level, day, score, topic_results,
               max(completed_at) over (partition by exam_type, subject, level) as last
          from done where kind = 'practice'),
      pl as (
        select (dense_rank() over (order by last desc, exam_type, subject, level) - 1)::int as li,
               exam_type, subject, level, day, score, topic_results
          from practice),
      pd as (select li, day, count(*) as n, sum(score) as s, max(score) as b
               from pl group by li, day),
      tr as (
        select pl.li, pl.day, t.key as topic,
               floor((t.value->>0)::float8 / (t.value->>1)::float8 * 100 + 0.5)::int as pct
          from pl cross join lateral jsonb_each(pl.topic_results) t
         where jsonb_typeof(pl.topic_results) = 'object' and (t.value->>1)::int > 0),
      tn as (select li, day, pct, topic,
                    (dense_rank() over (order by topic collate "C") - 1)::int as ti
               from tr),
      td as (select li, ti, day, count(*) as n, sum(pct) as s, max(pct) as b
               from tn group by li, ti, day)
      select json_build_object(
        'email', me.email, 'fullName', me.full_name, 'joinedAt', me.joined, 'timeZone', me.tz,
        'days', (select coalesce(json_agg(day order by day), '[]') from (select distinct day from done) x),
        'seconds', (select coalesce(sum(time_taken), 0)::bigint from done),
        'achievements', (select coalesce(json_agg(json_build_array(title, description, kind, icon, earned_at)
                                                  order by earned_at desc), '[]')
                           from (select ${a.title} as title, ${a.description} as description,
                                        ${a.achievementType} as kind, ${a.icon} as icon,
                                        ${a.earnedAt} as earned_at
                                   from ${a} where ${a.userId} = ${param('userId')}
                                  order by ${a.earnedAt} desc limit 2) r)
      )::text as j,
      json_build_object(
        'levels', (select coalesce(json_agg(json_build_array(exam_type, subject, level) order by li), '[]')
                     from (select distinct li, exam_type, subject, level from pl) x),
        'topics', (select coalesce(json_agg(topic order by ti), '[]')
                     from (select distinct ti, topic from tn) x)
      )::text as names,
      ${flat('li, day, n, s, b', 'day, li', 'pd')} as practice,
      ${flat('li, ti, day, n, s, b', 'day, li, ti', 'td')} as topic
      from me`,
);

/** Spec §3: legendary, epic, rare; anything else is Common. */
const rarityOf = (type: string): Rarity =>
  Object.hasOwn(RARITY_LABEL, type) ? (type as Rarity) : 'common';

/**
 * Everything /app/profile shows, read-only, for the signed-in student, as JSON text: the
 * progress series go from the database to the phone without being parsed here.
 * The average score and the levels completed are the figures every screen shares
 * (`readStudentFigures`, ADR 0034), read beside the statement.
 */
export async function getProfile({ ctx }: { ctx: UserCtx }): Promise<JsonText<Profile>> {
  const [[row], { figures }] = await Promise.all([
    profileStatement.rows<{
      j: string;
      names: string;
      practice: string;
      topic: string;
    }>(ctx.db, { userId: ctx.userId }),
    readStudentFigures({ ctx, input: { levels: true } }),
  ]);
  // The session outlived its account (deleted meanwhile).
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  const facts = JSON.parse(row.j) as Facts;
  const streak = streakOfDays(facts.days, dayNumberIn(ctx.now, facts.timeZone));
  const rest: Omit<Profile, 'progress'> = {
    header: {
      fullName: displayName(facts.fullName, facts.email),
      email: facts.email,
      joinedAt: new Date(facts.joinedAt).toISOString(),
      completedLevels: figures.levels.completedLevels,
    },
    stats: {
      currentStreak: streak.current,
      longestStreak: streak.longest,
      studyTimeHours: Math.round(Number(facts.seconds) / 360) / 10,
      averageScore: figures.averageScore,
    },
    recentAchievements: facts.achievements.map(([title, description, type, icon, at]) => ({
      title,
      description,
      rarity: rarityOf(type),
      icon,
      earnedAt: new Date(at).toISOString(),
    })),
  };
  const progress = `${row.names.slice(0, -1)}, "practice" : ${row.practice}, "topic" : ${row.topic}}`;
  return new JsonText<Profile>(`${JSON.stringify(rest).slice(0, -1)},"progress":${progress}}`);
}
