import cluster from 'node:cluster';
import { loadEnv } from './env';
import { prepareSharedSetup, startServer } from './server';
import { runPrimary } from './cluster';
import { createLogger } from './lib/logger';
import { DataDirLockedError } from './db/lock';

const started = performance.now();
const elapsed = () => Math.round(performance.now() - started);

function onSignals(stop: () => Promise<void>) {
  const shutdown = (signal: string) => {
    if (cluster.isPrimary) console.log(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

try {
  const env = loadEnv();
  if (env.embedded && (env.WEB_CONCURRENCY ?? 1) > 1)
    console.warn(
      'WEB_CONCURRENCY is ignored: the embedded database runs in one process (set DATABASE_URL for more).',
    );
  if (cluster.isPrimary && env.processes > 1) {
    // PostgreSQL with several processes: prepare once, then fork the servers (ADR 0011).
    const log = createLogger(env.LOG_LEVEL);
    await prepareSharedSetup(env, log);
    const primary = await runPrimary({ count: env.processes, log });
    console.log(
      `PrepArena ready at ${env.APP_URL ?? primary.url ?? env.appUrl} (postgres, ${primary.workers} processes) in ${elapsed()} ms`,
    );
    onSignals(primary.stop);
  } else {
    const running = await startServer(env);
    if (cluster.isPrimary)
      console.log(
        `PrepArena ready at ${env.APP_URL ?? running.url} (${running.database.kind}) in ${elapsed()} ms`,
      );
    onSignals(running.close);
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
