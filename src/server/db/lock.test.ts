import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';
import { openDatabase, type Database } from './client';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-lock-'));
  dirs.push(dir);
  return dir;
}
const handles: Database[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that is certainly not running: a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

/** A live process that is not us. */
function liveOtherProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

describe('acquireDataDirLock', () => {
  it('writes our pid to server.lock and release removes it', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const file = path.join(dir, 'server.lock');
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
    release(); // idempotent
  });

  it('refuses a lock held by another live process, naming its pid', () => {
    const dir = tempDir();
    const pid = liveOtherProcess();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(pid));
    let thrown: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    expect(thrown).toMatchObject({ dataDir: dir, pid });
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(pid));
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    const file = path.join(dir, 'server.lock');
    fs.writeFileSync(file, String(deadPid()));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over an empty or garbage lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), 'not a pid');
    acquireDataDirLock(dir)();
  });

  it('does not remove a lock another process has taken since', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const other = String(liveOtherProcess());
    fs.writeFileSync(path.join(dir, 'server.lock'), other);
    release();
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(other);
  });

  // KNOWN BUG (src/server/db/lock.ts): a lock file holding our own pid is treated as stale, so a
  // second acquire in the same process succeeds. Flip to `it` once lock.ts tracks held locks.
  it('refuses a second acquire of the same directory in the same process', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });
});

/**
 * A second process opening the data directory: prints one JSON line, then either exits (it could
 * not open) or keeps the database open until killed.
 */
const OPENER = `
import { openDatabase } from ${JSON.stringify(fileURLToPath(new URL('./client.ts', import.meta.url)))};
const started = performance.now();
try {
  await openDatabase({ kind: 'pglite', dataDir: process.argv[2] });
  console.log(JSON.stringify({ opened: true }));
} catch (error) {
  console.log(JSON.stringify({ opened: false, name: error.name, pid: error.pid, ms: performance.now() - started }));
  process.exit(3);
}
`;

type OpenerReport = { opened: boolean; name?: string; pid?: number; ms?: number };

function startOpener(dataDir: string): { child: ChildProcess; report: Promise<OpenerReport> } {
  const script = path.join(tempDir(), 'open.mts');
  fs.writeFileSync(script, OPENER);
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const report = new Promise<OpenerReport>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as OpenerReport);
    });
    child.once('exit', (code) => reject(new Error(`opener exited with ${code}: ${out}`)));
  });
  return { child, report };
}

const countUsers = async (database: Database) =>
  Number(
    (
      (await database.db.execute(sql`select count(*) as n from "user"`)) as unknown as {
        rows: { n: unknown }[];
      }
    ).rows[0]!.n,
  );

describe('openDatabase on an on-disk PGlite directory', () => {
  it('a second process fails fast with DataDirLockedError; the first handle keeps working', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    handles.push(first);

    const { report } = startOpener(dataDir);
    const second = await report;
    expect(second).toMatchObject({ opened: false, name: 'DataDirLockedError', pid: process.pid });
    // Fails at once rather than waiting for the lock; the bound is loose because a busy CI
    // machine took 1.3 s just to get here (opening PGlite), with no waiting at all.
    expect(second.ms).toBeLessThan(5000);

    await first.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'One', 'one@example.test')`,
    );
    expect(await countUsers(first)).toBe(1);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('this process is refused while another holds it, and takes over after that process dies', async () => {
    const dataDir = tempDir();
    const { child, report } = startOpener(dataDir);
    expect(await report).toEqual({ opened: true });

    const started = performance.now();
    const refused = await openDatabase({ kind: 'pglite', dataDir }).then(
      (db) => (handles.push(db), null),
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused).toMatchObject({ pid: child.pid });
    expect(performance.now() - started).toBeLessThan(1000);

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL'); // a crash: the lock file stays behind
    await exited;
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    handles.push(reopened);
    expect(await countUsers(reopened)).toBe(0);
  });

  // KNOWN BUG (src/server/db/lock.ts): the same process can open the directory twice, which
  // runs two PGlite instances on one data directory. Flip to `it` once lock.ts is fixed.
  it('a second open in the same process fails with DataDirLockedError', async () => {
    const dataDir = tempDir();
    handles.push(await openDatabase({ kind: 'pglite', dataDir }));
    const second = await openDatabase({ kind: 'pglite', dataDir }).then(
      (db) => (handles.push(db), null),
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(DataDirLockedError);
  });
});
