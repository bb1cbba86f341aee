import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';
import { usingPostgres } from '../../testing/test-db';
import { draft, freshLevel, insertQuestions } from '../../testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';
import { EMBEDDED_SLICE, importQuestions } from '../../services/questions/import-questions';
import type { UploadReportDto } from '../../services/admin/types';

/**
 * Issue 21 item 5: embedded PGlite runs in this process and serves one query at a time, so a
 * 10 MB upload in one transaction held every student's request for 4–6 s. The student here is
 * another process (its timers run while this one is busy), asking for its session over and over
 * while the upload runs.
 *
 * On 2 shared cores absolute times swing tenfold with the machine's load, so the test asserts
 * the shape: no answer waits more than a fifth of the upload (one transaction held them ~85 %).
 * UPLOAD_STALL_BUDGET_MS=500 adds the absolute bound (docs/PERFORMANCE.md has the measurements).
 */
const BUDGET_MS = Number(process.env.UPLOAD_STALL_BUDGET_MS ?? 0);

let app: TestApp;
let admin: TestClient;
let student: TestUser;
beforeAll(async () => ({ app, admin, student } = await startAppWithAdminAndStudent()));
afterAll(() => app?.close());

/** A CSV of about `bytes` bytes over three levels (level_tag), explanations as long as real ones. */
function bigCsv(level: number, bytes: number) {
  const lines = [HEADER];
  let size = HEADER.length;
  for (let i = 0; size < bytes; i++) {
    const line = csvRow({
      level_tag: String(level + (i % 3)),
      explanation: `"${'Worked answer, step by step. '.repeat(10)}"`,
    });
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** Requests the paths in turn from a child process until its stdin closes; prints each latency. */
const POLLER = `
const [base, cookie, ...paths] = process.argv.slice(1);
const times = [];
let stop = false;
process.stdin.on('end', () => (stop = true)).resume();
(async () => {
  for (let i = 0; !stop; i++) {
    const path = paths[i % paths.length];
    const t = performance.now();
    let status = 0;
    try {
      const res = await fetch(base + path, { headers: { cookie, origin: base } });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    times.push({ path, status, ms: Math.round(performance.now() - t) });
    await new Promise((r) => setTimeout(r, 25));
  }
  process.stdout.write(JSON.stringify(times));
})();
`;

function poll(paths: string[]) {
  const child = spawn(process.execPath, [
    '-e',
    POLLER,
    app.url,
    student.client.cookies.header() ?? '',
    ...paths,
  ]);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const finished = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    stop: async () => {
      child.stdin.end();
      await finished;
      return JSON.parse(out) as { path: string; status: number; ms: number }[];
    },
  };
}

describe.skipIf(usingPostgres())('a 10 MB upload while a student uses the app (PGlite)', () => {
  it('keeps answering the student throughout the upload', async () => {
    const at = await freshLevel(app.db);
    const csv = bigCsv(Math.min(at.level, 48), 10 * 1024 * 1024 - 4096);
    // A first upload, so the second one also deletes a full bank.
    expect((await upload(admin, formFor(at), { content: csv })).status).toBe(200);
    const student = poll(['/api/session']);
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    const res = await upload(admin, formFor(at), { content: csv });
    const took = performance.now() - started;
    const times = await student.stop();
    const report = (await res.json()) as UploadReportDto;
    expect(res.status).toBe(200);
    expect(report.inserted).toBeGreaterThan(25_000);
    const during = times;
    const worst = Math.max(...during.map((t) => t.ms));
    console.info(
      `upload ${Math.round(took)} ms; ${during.length} student requests, worst ${worst} ms`,
    );
    expect(during.length).toBeGreaterThan(5);
    expect(during.every((t) => t.status === 200)).toBe(true);
    expect(worst).toBeLessThan(took / 5);
    if (BUDGET_MS) expect(worst).toBeLessThan(BUDGET_MS);
  }, 180_000);
});

describe('an upload that fails midway', () => {
  it('leaves the old bank as it was, though slices before the failure were stored', async () => {
    const at = await freshLevel(app.db);
    await insertQuestions(app.db, [draft(at), draft(at)]);
    const before = await bankOf(app.db, at);
    const drafts = Array.from({ length: EMBEDDED_SLICE + 10 }, () => draft(at));
    // A row the database refuses (its bank must be among the exams it serves), in the 2nd slice.
    const other = at.examType === 'jamb' ? 'waec' : 'jamb';
    drafts[EMBEDDED_SLICE + 5] = { ...drafts[EMBEDDED_SLICE + 5]!, exams: [other] };
    const settings = {
      timerMinutes: 30,
      questionsPerLevel: 10,
      shuffleQuestions: true,
      isActive: true,
    };
    await expect(
      importQuestions({
        ctx: { db: app.db, now: new Date() },
        input: { examType: at.examType, subject: at.subject, drafts, settings },
      }),
    ).rejects.toThrow();
    expect(await bankOf(app.db, at)).toEqual(before);
  });
});
