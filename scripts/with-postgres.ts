/**
 * Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server: the one given, else the
 * machine's at 127.0.0.1:5432 if it answers, else a throwaway cluster started here (initdb +
 * pg_ctl as the `postgres` user) and removed afterwards. Tests create and drop their own
 * databases on it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/testing/free-port';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: with-postgres <command> [args...]');
  process.exit(64);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function findPgBin(name: string): string {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  for (const v of versions) {
    const p = `/usr/lib/postgresql/${v}/bin/${name}`;
    if (fs.existsSync(p)) return p;
  }
  return name;
}

let url = process.env.TEST_DATABASE_URL;
let cleanup = () => {};
if (!url) {
  const machine = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(machine)) {
    url = machine;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-pg-'));
    fs.chmodSync(dir, 0o777);
    const port = await freePort();
    const asPostgres = (bin: string, binArgs: string[]) =>
      execFileSync(
        process.getuid?.() === 0 ? 'runuser' : bin,
        process.getuid?.() === 0 ? ['-u', 'postgres', '--', bin, ...binArgs] : binArgs,
        { stdio: 'inherit' },
      );
    asPostgres(findPgBin('initdb'), [
      '-D',
      `${dir}/data`,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    asPostgres(findPgBin('pg_ctl'), [
      '-D',
      `${dir}/data`,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      `${dir}/log`,
      '-w',
      'start',
    ]);
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    cleanup = () => {
      asPostgres(findPgBin('pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    };
    console.log(`Started a throwaway PostgreSQL on port ${port}.`);
  }
}

const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
  shell: process.platform === 'win32',
});
cleanup();
process.exit(result.status ?? 1);
