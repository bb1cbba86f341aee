import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examSettings, questions, userProgress } from '../../db/schema';
import { isReadyLevel, readyThreshold } from '../../../domain/availability';
import { quizConfig } from '../../../domain/levels';
import { practiceDrawable, servedTo } from '../questions/served-to';

/** One level of one exam's subject as the bank supplies it (issue 20, ADR 0030). */
export type LevelSupplyRow = {
  examType: string;
  subject: string;
  level: number;
  /** Active, reviewed practice questions this exam serves at the level (syllabus applied). */
  questionCount: number;
  /** Questions the exam would serve once reviewed (generated, awaiting Review). */
  pendingCount: number;
  /** How many a quiz draws, and how many the level needs to be ready. */
  drawSize: number;
  threshold: number;
  settingActive: boolean | null;
  ready: boolean;
};

export type PracticeLevelRow = LevelSupplyRow;

const q = questions;
const s = examSettings;

/**
 * Every level of the given exams (and subject) that has a question or a setting, with what the
 * exam serves there and whether that makes it ready, in one query. The level list, the subject
 * cards, the dashboard, the plans' Premium texts and the admin's Coverage all count from here.
 */
export async function levelSupply(
  db: Db,
  { examTypes, subject }: { examTypes: readonly string[] | SQL; subject?: string },
): Promise<LevelSupplyRow[]> {
  const exams = Array.isArray(examTypes)
    ? examTypes.length
      ? sql`(${sql.join(
          examTypes.map((e) => sql`${e}`),
          sql`, `,
        )})`
      : null
    : sql`(${examTypes})`;
  if (!exams) return [];
  const ofSubject = (col: unknown) => (subject ? sql`and ${col} = ${subject}` : sql``);
  const e = sql.raw('served.exam');
  const result = await db.execute(sql`
    with served as (
      select served.exam as exam_type, ${q.subject} as subject, ${q.level} as level,
             count(*) filter (where ${practiceDrawable})::int as question_count,
             count(*) filter (where ${q.isActive} and ${q.pendingReview})::int as pending_count
        from ${q} cross join lateral unnest(${q.exams}) as served(exam)
       where served.exam in ${exams} ${ofSubject(q.subject)} and ${servedTo(e)}
       group by 1, 2, 3),
    levels as (
      select exam_type, subject, level from served
      union select ${s.examType}, ${s.subject}, ${s.level} from ${s}
       where ${s.examType} in ${exams} ${ofSubject(s.subject)})
    select l.exam_type as "examType", l.subject, l.level,
           coalesce(sv.question_count, 0) as "questionCount",
           coalesce(sv.pending_count, 0) as "pendingCount",
           st.questions_per_level as "questionsPerLevel", st.is_active as "settingActive"
      from levels l
      left join served sv using (exam_type, subject, level)
      left join ${s} st on st.exam_type = l.exam_type and st.subject = l.subject and st.level = l.level
     order by 1, 2, 3`);
  const rows = (
    result as unknown as {
      rows: (Omit<LevelSupplyRow, 'drawSize' | 'threshold' | 'ready'> & {
        questionsPerLevel: number | null;
      })[];
    }
  ).rows;
  return rows.map(({ questionsPerLevel, ...r }) => {
    const drawSize = quizConfig(
      questionsPerLevel === null
        ? null
        : { questionsPerLevel, timerMinutes: 1, shuffleQuestions: true },
    ).questionCount;
    const supply = {
      ...r,
      questionCount: Number(r.questionCount),
      pendingCount: Number(r.pendingCount),
      drawSize,
      threshold: readyThreshold(drawSize),
    };
    return {
      ...supply,
      ready: isReadyLevel({
        servedQuestions: supply.questionCount,
        drawSize,
        settingActive: r.settingActive,
      }),
    };
  });
}

/**
 * The practice levels (ADR 0014 as amended by ADR 0030): the *ready* levels of the exams (and
 * subject). Levels that are not ready are never offered, counted or sold.
 */
export async function practiceLevels(
  db: Db,
  where: { examTypes: readonly string[] | SQL; subject?: string },
): Promise<PracticeLevelRow[]> {
  return (await levelSupply(db, where)).filter((r) => r.ready);
}

/** The levels of one exam's subject, ready or not. */
export const subjectLevels = (db: Db, examType: string, subject: string) =>
  levelSupply(db, { examTypes: [examType], subject });

/** The ready levels of every subject of the exams a student has progress in. */
export const studentExamLevels = (db: Db, userId: string) =>
  practiceLevels(db, {
    examTypes: sql`select distinct ${userProgress.examType} from ${userProgress} where ${userProgress.userId} = ${userId}`,
  });
