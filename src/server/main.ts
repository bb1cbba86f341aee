import { loadEnv } from './env';
import { startServer } from './server';
import { DataDirLockedError } from './db/lock';

const started = performance.now();
try {
  const env = loadEnv();
  const running = await startServer(env);
  console.log(
    `PrepArena ready at ${env.APP_URL ?? running.url} (${running.database.kind}) in ${Math.round(performance.now() - started)} ms`,
  );
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    running.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
