import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { questions, uploadJournal } from '../../db/schema';
import { draft, insertQuestions, type Level } from '../../testing/admin-fixtures';
import { removeTempDirs, runAndKill, tempDir } from '../../testing/kill-child';
import { recoverUploads } from './import-questions';

/**
 * kill -9 during an upload on the embedded database (issue 21 item 5, ADR 0008): the upload is
 * stored in slices so students are answered meanwhile, and a journal lets the next start undo a
 * cut-short upload (still inserting) or finish it (deleting the old rows). After a crash at any
 * moment and a restart, the level holds exactly the old bank or exactly the new one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
afterAll(removeTempDirs);

const at: Level = { examType: 'waec', subject: 'upload-crash', level: 12 };
const settings = {
  timerMinutes: 30,
  questionsPerLevel: 10,
  shuffleQuestions: true,
  isActive: true,
};

const CHILD = `import fs from 'node:fs';
import { openDatabase } from ${JSON.stringify(path.join(here, '../../db/client.ts'))};
import { importQuestions } from ${JSON.stringify(path.join(here, './import-questions.ts'))};
const { dataDir, at, drafts } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const { db } = await openDatabase({ kind: 'pglite', dataDir });
console.log('ready');
await importQuestions({ ctx: { db, now: new Date() }, input: { examType: at.examType, subject: at.subject, drafts, settings: ${JSON.stringify(settings)} } });
console.log('done');
setInterval(() => {}, 1000);
`;

/** Uploads `drafts` in a child process and SIGKILLs it `delayMs` after it is ready. */
function uploadAndKill(dataDir: string, drafts: object[], delayMs: number) {
  // The drafts go in a file: 3,000 of them are too long for a command line.
  const input = path.join(tempDir('upload-crash-'), 'input.json');
  fs.writeFileSync(input, JSON.stringify({ dataDir, at, drafts }));
  return runAndKill({
    code: CHILD,
    arg: input,
    killAfter: (lines) => (lines.includes('ready') ? (lines.includes('done') ? 0 : delayMs) : null),
  });
}

describe('kill -9 during an upload on the embedded database', () => {
  it('leaves, after the next start, exactly the old bank or exactly the new one', async () => {
    const dataDir = tempDir('upload-crash-data-');
    const outcomes = new Set<string>();
    // Kill at several moments: before the first slice, during the slices, while deleting.
    for (const delayMs of [0, 150, 400, 800, 1500, 3000]) {
      const { db, close } = await openDatabase({ kind: 'pglite', dataDir });
      await db
        .delete(questions)
        .where(and(eq(questions.examType, at.examType), eq(questions.subject, at.subject)));
      await insertQuestions(db, [draft(at), draft(at), draft(at)]);
      const old = (
        await db
          .select({ id: questions.id })
          .from(questions)
          .where(eq(questions.subject, at.subject))
      ).map((r) => r.id);
      await close();
      const drafts = Array.from({ length: 3000 }, () => draft(at));
      const lines = await uploadAndKill(dataDir, drafts, delayMs);

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      const phase = (await reopened.db.select().from(uploadJournal))[0]?.phase ?? 'none';
      await recoverUploads(reopened.db);
      const ids = (
        await reopened.db
          .select({ id: questions.id })
          .from(questions)
          .where(eq(questions.subject, at.subject))
      ).map((r) => r.id);
      expect(await reopened.db.select().from(uploadJournal)).toEqual([]);
      await reopened.close();
      const isOld = ids.length === old.length && old.every((id) => ids.includes(id));
      const isNew = ids.length === drafts.length && !old.some((id) => ids.includes(id));
      expect(isOld || isNew, `killed after ${delayMs} ms: ${ids.length} rows`).toBe(true);
      if (lines.includes('done')) expect(isNew).toBe(true);
      outcomes.add(`${phase} → ${isOld ? 'old' : 'new'}`);
    }
    // Which moments the kills met depends on the machine's speed; print them.
    console.info(`upload kill -9 outcomes: ${[...outcomes].join(', ')}`);
    expect(outcomes.size).toBeGreaterThan(0);
  }, 300_000);
});
