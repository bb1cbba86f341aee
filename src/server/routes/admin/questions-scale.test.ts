import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { QuestionPageDto } from '../../services/admin/types';
import { pageQuery } from '../../services/questions/list-questions';
import { questionListQuerySchema } from '../../../domain/admin-rules';
import * as z from 'zod/mini';
import { clearQuestions, freshSubject } from '../../testing/admin-fixtures';

const BANK = 50_000;
const BUDGET_MS = Number(process.env.MANAGE_BUDGET_MS ?? 1000);
let app: TestApp;
let admin: TestClient;
let pair: { examType: string; subject: string };

/** 50,000 questions in one exam/subject (1,000 per level; every 25th pending, other 10ths inactive). */
beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin());
  pair = await freshSubject(app.db);
  await app.db.execute(sql`
    insert into questions (exam_type, subject, level, topic, difficulty, question_text, options, correct_answer, explanation, is_active, pending_review, created_at)
    select ${pair.examType}, ${pair.subject}, 1 + (i % 50), 'Algebra', 'medium', 'Scale question ' || i || ': what is ' || i || ' + 1?',
           jsonb_build_object('A', (i)::text, 'B', (i + 1)::text, 'C', (i + 2)::text, 'D', (i + 3)::text), 'B', 'Add one.',
           i % 10 <> 0, i % 25 = 0, now() - (${BANK} - i) * interval '1 millisecond'
    from generate_series(1, ${BANK}) as i`);
}, 120_000);
afterAll(async () => {
  if (app) await clearQuestions(app.db, pair);
  await app?.close();
});

async function timed(qs: string) {
  const times: number[] = [];
  let body: QuestionPageDto | undefined;
  for (let i = 0; i < 8; i++) {
    const started = performance.now();
    const res = await admin.fetch(
      `/api/admin/questions?examType=${pair.examType}&subject=${pair.subject}&${qs}`,
    );
    body = (await res.json()) as QuestionPageDto;
    if (i >= 3) times.push(performance.now() - started); // the first few warm caches
  }
  times.sort((a, b) => a - b);
  return { body: body!, median: times[Math.floor(times.length / 2)]! };
}

/** Node types of a query plan (EXPLAIN FORMAT JSON), depth first. */
async function planNodes(query: {
  toSQL: () => { sql: string; params: unknown[] };
}): Promise<{ type: string; index?: string }[]> {
  const { sql: text, params } = query.toSQL();
  const res = (await app.db.execute(
    sql.raw(`explain (format json) ${inline(text, params)}`),
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = res.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: { type: string; index?: string }[] = [];
  const walk = (n: PlanNode) => {
    out.push({ type: n['Node Type'], index: n['Index Name'] });
    n.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return out;
}
type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    return typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : `'${String(v).replace(/'/g, "''")}'`;
  });

describe('Manage with 50,000 questions in the bank', () => {
  it.each([
    ['all levels', {}],
    ['one level', { level: '7' }],
    ['pending, page 40', { status: 'pending', page: '40' }],
  ])('reads a page (%s) in index order without sorting the bank', async (_name, extra) => {
    const input = z.parse(questionListQuerySchema, { ...pair, ...extra });
    const nodes = await planNodes(pageQuery(app.db, input));
    expect(nodes.map((n) => n.type)).not.toContain('Sort');
    expect(nodes.map((n) => n.type)).not.toContain('Seq Scan');
    expect(nodes.find((n) => n.index?.startsWith('questions_'))?.index).toBe(
      'questions_manage_idx',
    );
  });

  // ≤ 100 ms is the target, measured alone by `npm run bench` (20–50 ms here when this file runs
  // by itself). Inside the full parallel suite the CPU is shared, so this only guards against a
  // plan gone wrong (a sort of the whole bank takes seconds).
  it.each([
    ['all levels, page 1', 'page=1'],
    ['level 7, page 30', 'level=7&page=30'],
    ['level 11, inactive', 'level=11&status=inactive'],
    ['level 12, inactive (none)', 'level=12&status=inactive'],
    ['all levels, pending, page 40', 'status=pending&page=40'],
  ])('answers %s quickly', async (_name, qs) => {
    const { body, median } = await timed(qs);
    expect(body.items.length).toBe(qs.includes('level=12') ? 0 : 25);
    console.info(`Manage ${_name}: median ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(BUDGET_MS);
  });

  it('counts the totals of the filter', async () => {
    const { body } = await timed('pageSize=1');
    expect(body.totals).toEqual({ active: 44_000, pending: 2_000, inactive: 4_000 });
    expect(body.total).toBe(BANK);
  });

  it('exports all 50,000 as one CSV', async () => {
    const started = performance.now();
    const res = await admin.fetch(
      `/api/admin/questions/export?examType=${pair.examType}&subject=${pair.subject}`,
    );
    const text = await res.text();
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(BANK + 1);
    console.info(
      `Export of ${BANK} questions: ${Math.round(ms)} ms, ${(text.length / 1048576).toFixed(1)} MB`,
    );
    expect(ms).toBeLessThan(10_000);
  });
});
