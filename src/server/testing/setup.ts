import { afterAll, afterEach, beforeEach } from 'vitest';
import { syllabusTopics } from '../db/schema';
import { openedTestDatabase } from './test-db';

/**
 * Epic Stack habit: a `console.error` during a test fails it. A test that expects one silences it
 * itself (`vi.spyOn(console, 'error').mockImplementation(() => {})`); the app under test is built
 * with LOG_LEVEL=silent, so its logger never reaches the console.
 */
const original = console.error;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original.apply(console, args);
  };
});

afterEach(() => {
  console.error = original;
  if (calls.length > 0) {
    const first = calls[0]!.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(
      `console.error was called ${calls.length} time(s) during the test; first: ${first}`,
    );
  }
});

/**
 * Syllabus topics belong to the test file that wrote them: the files of a worker share one
 * database, and a syllabus left behind would keep a later file's fixture topics from being served
 * (issue 20: an exam serves a question only when its topic is on the exam's syllabus).
 */
afterAll(async () => {
  const database = openedTestDatabase();
  if (database) await (await database).db.delete(syllabusTopics);
});
