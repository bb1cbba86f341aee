import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { AppError } from '../../lib/errors';
import { toAvailableExamCode, toSubjectCode } from '../../../domain/catalogue';
import { levelField } from '../../../domain/question-rules';
import { OPTION_KEYS } from '../../../domain/questions';
import { listLevels, listSubjects } from '../../services/practice/catalogue';
import { startQuiz } from '../../services/practice/start-quiz';
import { getQuiz, latestResult, saveAnswers, submitQuiz } from '../../services/practice/attempts';

const INVALID = 'Invalid quiz parameters';

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError('VALIDATION_FAILED', r.error.issues[0]?.message ?? INVALID);
  return r.data;
}
const exam = (v: string | undefined) => toAvailableExamCode(v) ?? fail();
const subject = (v: string | undefined) => toSubjectCode(v) ?? fail();
function fail(): never {
  throw new AppError('VALIDATION_FAILED', INVALID);
}
async function body(c: { req: { json: () => Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'The request body must be JSON.');
  }
}

const answerKey = z.enum(OPTION_KEYS);
const startSchema = z.object({
  examType: z.string(INVALID),
  subject: z.string(INVALID),
  level: levelField,
});
const answersSchema = z.object({
  answers: z.record(z.string().check(z.uuid()), z.nullable(answerKey)),
});
const submitSchema = z.object({
  answers: z.optional(z.record(z.string().check(z.uuid()), answerKey)),
});
const idSchema = z.string().check(z.uuid('Quiz attempt not found.'));

/** Student practice: subjects, levels, and quizzes decided by the server. */
export const practiceRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/exams/:examType/subjects', async (c) =>
    c.json(
      await listSubjects({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        examType: exam(c.req.param('examType')),
      }),
    ),
  )
  .get('/exams/:examType/subjects/:subject/levels', async (c) =>
    c.json(
      await listLevels({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        examType: exam(c.req.param('examType')),
        subject: subject(c.req.param('subject')),
      }),
    ),
  )
  .post('/quizzes', async (c) => {
    const input = parse(startSchema, await body(c));
    const quiz = await startQuiz({
      db: c.var.deps.db,
      input: {
        userId: c.var.actor!.userId,
        examType: exam(input.examType),
        subject: subject(input.subject),
        level: input.level,
      },
    });
    return c.json(quiz, 201);
  })
  .get('/quizzes/:id', async (c) =>
    c.json(
      await getQuiz({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        attemptId: parse(idSchema, c.req.param('id')),
      }),
    ),
  )
  .put('/quizzes/:id/answers', async (c) => {
    const { answers } = parse(answersSchema, await body(c));
    return c.json(
      await saveAnswers({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        attemptId: parse(idSchema, c.req.param('id')),
        answers,
      }),
    );
  })
  .post('/quizzes/:id/submit', async (c) => {
    const { answers } = parse(submitSchema, await body(c));
    return c.json(
      await submitQuiz({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        attemptId: parse(idSchema, c.req.param('id')),
        answers,
      }),
    );
  })
  .get('/results/:examType/:subject/:level', async (c) =>
    c.json(
      await latestResult({
        db: c.var.deps.db,
        userId: c.var.actor!.userId,
        examType: exam(c.req.param('examType')),
        subject: subject(c.req.param('subject')),
        level: parse(levelField, c.req.param('level')),
      }),
    ),
  );
