import { sql, type SQL } from 'drizzle-orm';
import { levelReady } from '../questions/served-to';
import { achievements, notifications, profiles, quizAttempts, userProgress } from '../../db/schema';
import { param } from '../../db/statements';
import { ACHIEVEMENTS, ACHIEVEMENT_LIMITS as L } from '../../../domain/achievements';
import { DEFAULT_TIME_ZONE, FREE_MAX_LEVEL, MAX_LEVEL } from '../../../domain/constants';

/**
 * The close effects of a practice submit (issue 10, ADR 0019), as CTEs that follow the engine's
 * `submitted` CTE in the submit statement itself: the level's progress, the achievements the
 * submit earns and their notifications, and "Level N unlocked". One statement, so a crash never
 * keeps the attempt without its effects, or the effects without the attempt; the unique
 * (user, code) index makes each achievement once-only whatever runs at the same time.
 *
 * Every CTE reads the database as it was before the statement (PostgreSQL's rule for
 * data-modifying WITH), so the rules add the submitted attempt by hand: 49 earlier quizzes make
 * this the 50th, six earlier days in a row make today the seventh, this level's new score joins
 * the average. The domain's rules (domain/achievements)
 * are the same ones, tested at every boundary against this SQL (achievements.test.ts).
 */

const lit = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);
const num = (value: number) => sql.raw(String(value));

const definitions = sql.join(
  ACHIEVEMENTS.map(
    (a) =>
      sql`(${lit(a.code)}, ${lit(a.rarity)}, ${lit(a.title)}, ${lit(a.description)}, ${lit(a.icon)})`,
  ),
  sql`, `,
);

const q = quizAttempts;
const p = userProgress;

/** Local midnight `days` days before the day of `b.completed_at`, in the student's zone. */
const dayStart = (days: SQL) =>
  sql`(((b.completed_at at time zone b.tz)::date - ${days})::timestamp at time zone b.tz)`;

/**
 * Whether the facts earn an achievement (`d.code`) the student does not hold yet. A CASE runs
 * its branches in order and evaluates only the one it takes, so a held achievement costs
 * nothing. Scholar and Master read `before`'s one pass over the student's progress rows; Week
 * Warrior probes the index once per day before today, stopping at the first day without a
 * completed attempt (most submits stop at yesterday).
 */
const earns = sql`case
    when d.code = any(b.have) then false
    when d.code = 'first-steps' then true
    when d.code = 'speed-demon' then b.total_questions >= ${num(L.minQuestions)}
                                     and b.time_taken < ${num(L.speedSeconds)}
                                     and b.score >= ${num(L.speedMinScore)}
    when d.code = 'perfect-score' then b.total_questions >= ${num(L.minQuestions)} and b.score = 100
    when d.code = 'week-warrior' then not exists (
      select 1 from generate_series(1, ${num(L.streakDays - 1)}) g(n)
       where not exists (select 1 from ${q}
                          where ${q.userId} = b.user_id
                            and ${q.completedAt} >= ${dayStart(sql`g.n`)}
                            and ${q.completedAt} < ${dayStart(sql`(g.n - 1)`)}))
    when d.code = 'scholar' then b.quizzes + 1 >= ${num(L.scholarQuizzes)}
    when d.code = 'master' then b.other_subjects + (not b.subject_counted)::int >= ${num(L.masterSubjects)}
                                -- The average as every screen shows it, rounded half up
                                -- (domain/student-figures meanReaches), in integers.
                                and 2 * (b.other_score_sum + b.score) >= ${num(2 * L.masterAverage - 1)} * (b.other_levels + 1)
    else false
  end`;

/** The CTEs and final query that follow `with submitted as (…)` for a practice submit. */
export const practiceCloseEffects: SQL = sql`,
  before as (
    select s.id, s.user_id, s.exam_type, s.subject, s.level, s.score, s.total_questions,
           s.time_taken, s.completed_at, x.*,
           array(select ${achievements.code} from ${achievements} where ${achievements.userId} = s.user_id) as have,
           coalesce((select ${profiles.timeZone} from ${profiles} where ${profiles.id} = s.user_id),
                    ${lit(DEFAULT_TIME_ZONE)}) as tz
      from submitted s,
      lateral (
        -- One pass over the student's progress rows (one per level practised), as they were
        -- before this submit: the level's own row, and the other completed levels for Master.
        select coalesce(bool_or(this and ${p.completed}), false) as was_completed,
               coalesce(sum(${p.attempts}), 0) as quizzes,
               count(distinct ${p.examType} || '/' || ${p.subject})
                 filter (where ${p.completed} and not this) as other_subjects,
               coalesce(bool_or(${p.completed} and not this and ${p.examType} = s.exam_type
                                and ${p.subject} = s.subject), false) as subject_counted,
               count(*) filter (where ${p.completed} and not this) as other_levels,
               coalesce(sum(${p.score}) filter (where ${p.completed} and not this), 0) as other_score_sum
          from (select ${p.examType}, ${p.subject}, ${p.score}, ${p.completed}, ${p.attempts},
                       (${p.examType} = s.exam_type and ${p.subject} = s.subject and ${p.level} = s.level) as this
                  from ${p} where ${p.userId} = s.user_id) ${p}) x),
  progress as (
    insert into ${p} as p (user_id, exam_type, subject, level, score, total_questions, time_taken, completed, attempts)
    select user_id, exam_type, subject, level, ${param('score')}::int, ${param('totalQuestions')}::int,
           ${param('timeTaken')}::int, true, 1
      from submitted
    on conflict (user_id, exam_type, subject, level) do update
       set score = excluded.score, total_questions = excluded.total_questions,
           time_taken = excluded.time_taken, completed = true, attempts = p.attempts + 1,
           updated_at = now()
    returning p.id),
  awarded as (
    insert into ${achievements} as a (user_id, code, achievement_type, title, description, icon)
    select b.user_id, d.code, d.rarity, d.title, d.description, d.icon
      from before b
      join (values ${definitions}) d(code, rarity, title, description, icon) on ${earns}
    on conflict (user_id, code) do nothing
    returning a.user_id, a.code, a.title, a.description),
  notified as (
    insert into ${notifications} (user_id, type, title, description)
    select user_id, 'achievement', 'Achievement unlocked: ' || title, description from awarded
    union all
    select b.user_id, 'level', 'Level ' || (b.level + 1) || ' unlocked',
           ${param('levelName')} || ' level ' || (b.level + 1) || ' is open'
             || case when b.level + 1 > ${num(FREE_MAX_LEVEL)} then ' with Premium.' else '. Keep going!' end
      from before b
     -- Only a level the exam can start (issue 20): never "open" a level that is coming soon.
     -- A CASE, so the readiness count runs on a level's first completion only, never on a retake.
     where case when not b.was_completed and b.level < ${num(MAX_LEVEL)}
                then ${levelReady(sql`b.exam_type`, sql`b.subject`, sql`(b.level + 1)`)}
                else false end
    returning 1)
  select s.id, (select coalesce(json_agg(code), '[]'::json) from awarded)::text as earned
    from submitted s`;
