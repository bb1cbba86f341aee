import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import { fakeLlmEnv, modelQuestion as q, startFakeLlm } from '../../testing/fake-llm';
import { questions } from '../../db/schema';
import type { UploadReportDto } from '../../services/admin/types';
import { CSV_COLUMNS, CSV_MESSAGES } from '../../../domain/question-csv';
import { LATEX_MESSAGES } from '../../../domain/latex-rules';
import { DROPS } from '../../../domain/generated-questions';
import { draft, freshLevel, freshSubject, questionBody } from '../../testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';

/**
 * Issue 21 item 4: a formula of 2,400 nested braces (under the length limit) overflowed KaTeX's
 * stack and took the quiz page down for every student; four `\kern{-40em}` moved a formula off
 * the screen. Every way a question is saved refuses them, naming the row or field.
 */
const DEEP = `Simplify $${'{'.repeat(2400)}x${'}'.repeat(2400)}$`;
const KERNS = `Find $a${'\\kern{-40em}'.repeat(4)}b$`;

let app: TestApp;
let admin: TestClient;
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
const generation: string[] = [];
beforeAll(async () => {
  fake = await startFakeLlm((r) =>
    r.system.includes('careful examiner')
      ? { content: JSON.stringify({ answers: [] }) }
      : { content: generation.shift() ?? '{"questions":[]}' },
  );
  ({ app, admin } = await startAppWithAdmin(fakeLlmEnv(fake.url)));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

type Refusal = { code: string; message: string; details: Record<string, unknown> };
const refusal = async (res: Response) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Refusal;
  expect(body.code).toBe('VALIDATION_FAILED');
  return body;
};

describe('LaTeX the quiz cannot render is refused at save (issue 21 item 4)', () => {
  it('manual entry and edit: the field is named and nothing is stored', async () => {
    const at = await freshLevel(app.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ questionText: DEEP }, 'questionText', LATEX_MESSAGES.nesting('Question')],
      [{ questionText: KERNS }, 'questionText', LATEX_MESSAGES.negativeSpace('Question')],
      [{ explanation: KERNS }, 'explanation', LATEX_MESSAGES.negativeSpace('Explanation')],
      [
        { options: { A: `$${'\\hspace{-2em}'.repeat(3)}x$`, B: '2', C: '3', D: '4' } },
        'options.A',
        LATEX_MESSAGES.negativeSpace('Option A'),
      ],
    ];
    for (const [over, field, message] of cases) {
      const body = await refusal(
        await admin.fetch('/api/admin/questions', { json: questionBody(at, over) }),
      );
      expect(body.details[field]).toBe(message);
    }
    expect(await bankOf(app.db, at)).toEqual([]);

    const created = await admin.fetch('/api/admin/questions', { json: questionBody(at) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const before = await bankOf(app.db, at);
    const body = await refusal(
      await admin.fetch(`/api/admin/questions/${id}`, {
        method: 'PATCH',
        json: questionBody(at, { questionText: DEEP }),
      }),
    );
    expect(body.details.questionText).toBe(LATEX_MESSAGES.nesting('Question'));
    expect(await bankOf(app.db, at)).toEqual(before);
  });

  it('CSV upload: each such row is rejected with its column, the others stored', async () => {
    const at = await freshLevel(app.db);
    const res = await upload(admin, formFor(at), {
      content: [
        HEADER,
        csvRow(),
        csvRow({ question_text: DEEP }),
        csvRow({ option_b: KERNS }),
        csvRow({ explanation: `$\\def\\a{{\\a}}\\a$` }),
        csvRow(),
      ].join('\n'),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as UploadReportDto;
    expect(report.inserted).toBe(2);
    expect(report.rejected).toEqual([
      { row: 3, reason: LATEX_MESSAGES.nesting('question_text') },
      { row: 4, reason: LATEX_MESSAGES.negativeSpace('option_b') },
      { row: 5, reason: LATEX_MESSAGES.macro('explanation') },
    ]);
    const stored = JSON.stringify(await bankOf(app.db, at));
    expect(stored).not.toContain('{{{{');
    expect(stored).not.toContain('kern');
  });

  it('CSV upload: a file whose only row is too deep changes nothing', async () => {
    const at = await freshLevel(app.db);
    const body = await refusal(
      await upload(admin, formFor(at), {
        content: [HEADER, csvRow({ question_text: DEEP })].join('\n'),
      }),
    );
    expect(body.details.file).toBe(CSV_MESSAGES.noValidRows);
    expect(await bankOf(app.db, at)).toEqual([]);
  });

  it('competitions: manual questions and CSV rows are refused the same way', async () => {
    const at = await freshLevel(app.db);
    const HOUR = 3_600_000;
    const details = {
      title: 'Deep Braces Cup',
      examType: at.examType,
      subject: at.subject,
      startTime: new Date(Date.now() + HOUR).toISOString(),
      endTime: new Date(Date.now() + 3 * HOUR).toISOString(),
    };
    const manual = await refusal(
      await admin.fetch('/api/admin/competitions', {
        json: {
          details,
          questions: { source: 'manual', questions: [{ ...draft(at), questionText: DEEP }] },
        },
      }),
    );
    expect(Object.values(manual.details)).toContain(LATEX_MESSAGES.nesting('Question'));

    const line = (question: string) =>
      CSV_COLUMNS.map(
        (c) =>
          ({
            exam_name: 'JAMB',
            subject_name: 'Mathematics',
            topic: 'Algebra',
            difficulty: 'easy',
            question_text: question,
            option_a: '3',
            option_b: '4',
            option_c: '5',
            option_d: '6',
            correct_answer: 'B',
          })[c as string] ?? '',
      ).join(',');
    const form = new FormData();
    form.set('details', JSON.stringify(details));
    const csv = [CSV_COLUMNS.join(','), line(DEEP), line(KERNS)].join('\n');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'competition.csv');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = await refusal(
      await admin.fetch('/api/admin/competitions/csv', {
        method: 'POST',
        headers: { 'content-type': request.headers.get('content-type')! },
        body: Buffer.from(await request.arrayBuffer()),
      }),
    );
    expect(body.details.errors).toEqual([
      `Row 2: ${LATEX_MESSAGES.nesting('question_text')}`,
      `Row 3: ${LATEX_MESSAGES.negativeSpace('question_text')}`,
    ]);
  });

  it('generation: a generated question with such LaTeX is dropped, with the reason', async () => {
    const pair = await freshSubject(app.db);
    generation.push(
      JSON.stringify({
        questions: [
          q('What is the capital of Nigeria?'),
          // The model's schema allows 2,000 characters: 900 levels, far past the limit.
          q(`Simplify $${'{'.repeat(900)}x${'}'.repeat(900)}$`),
          q('Which city hosts the Federal Secretariat?', { explanation: KERNS }),
        ],
      }),
    );
    const res = await admin.fetch('/api/admin/generation/sets', {
      json: { ...pair, level: 2, questionCount: 3, timeLimitMinutes: 5 },
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as { created: number; dropped: { reason: string }[] };
    expect(result.created).toBe(1);
    expect(result.dropped.map((d) => d.reason)).toEqual([DROPS.unsafeLatex, DROPS.unsafeLatex]);
    const stored = await app.db
      .select({ text: questions.questionText })
      .from(questions)
      .where(and(eq(questions.examType, pair.examType), eq(questions.subject, pair.subject)));
    expect(stored.map((s) => s.text)).toEqual(['What is the capital of Nigeria?']);
  });
});
