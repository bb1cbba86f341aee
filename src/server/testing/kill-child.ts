import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * kill -9 tests (award-crash, upload-crash): a child process runs real service code on a real
 * database and is killed with SIGKILL at a chosen moment; the test then reads what the database
 * kept. The child is a TypeScript module run by tsx; it reports its progress as lines on stdout.
 */

/** Temporary folders the kill tests made: remove them with `removeTempDirs` after all. */
const made: string[] = [];

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs `code` as a child process (its argv[2] is `arg`) and, as soon as `killAfter` returns a
 * delay for the lines printed so far, SIGKILLs it after that many milliseconds. Resolves with
 * every line the child printed once it has exited.
 */
export async function runAndKill({
  code,
  arg,
  killAfter,
}: {
  code: string;
  arg: string;
  killAfter: (lines: readonly string[]) => number | null;
}): Promise<string[]> {
  const script = path.join(tempDir('kill-child-'), 'child.mts');
  fs.writeFileSync(script, code);
  const child = spawn(process.execPath, ['--import', 'tsx', script, arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  await new Promise<void>((resolve) => {
    let out = '';
    let killing = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const parts = out.split('\n');
      out = parts.pop()!;
      lines.push(...parts);
      const delayMs = killing ? null : killAfter(lines);
      if (delayMs !== null) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.once('exit', () => resolve());
  });
  return lines;
}

/** A name for the child's PostgreSQL connections, to find them on the server after the kill. */
export function connectionName(): string {
  return `kill-child-${crypto.randomUUID()}`;
}

/** `url` with the connections it opens named `name` (pg_stat_activity.application_name). */
export function namedUrl(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

/**
 * Waits until the server has closed every connection named `name`. Killing a client does not
 * stop its server process at once: a statement it was running still finishes (and commits)
 * before the server notices the dead socket, so reading earlier could see the database change
 * between two reads. PostgreSQL only; an embedded database dies with its process.
 */
export async function untilConnectionsGone(db: Db, name: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
    );
    const { rows } = result as unknown as { rows: { n: number }[] };
    if (rows[0]!.n === 0) return;
    if (Date.now() > until) throw new Error(`connections named ${name} still open`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
