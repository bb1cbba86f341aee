import cluster, { type Worker } from 'node:cluster';
import type { SessionCache, SessionDrop } from './auth/session-cache';
import type { Logger } from './lib/logger';

/**
 * Several server processes on one port (node:cluster), for PostgreSQL only: the embedded
 * database belongs to one process. The primary prepares the database, forks the workers,
 * passes session drops between them and replaces a worker that dies (ADR 0011).
 */

/** V8 flags for the server processes: a larger young generation halves GC time under load. */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=32'];

const SESSION_DROP = 'preparena:session-drop';
type DropMessage = { type: typeof SESSION_DROP; drop: SessionDrop };
const isDropMessage = (m: unknown): m is DropMessage =>
  typeof m === 'object' && m !== null && (m as DropMessage).type === SESSION_DROP;

/** In a worker: publish this process's session drops and apply the other workers'. */
export function shareSessionDrops(sessions: SessionCache) {
  if (!cluster.isWorker) return;
  sessions.publish = (drop) => process.send?.({ type: SESSION_DROP, drop } satisfies DropMessage);
  process.on('message', (m) => {
    if (isDropMessage(m)) sessions.apply(m.drop);
  });
}

export type Primary = { workers: number; url: string | undefined; stop: () => Promise<void> };

/** Forks `count` workers and resolves once all of them listen; rejects if one fails to start. */
export async function runPrimary({ count, log }: { count: number; log: Logger }): Promise<Primary> {
  const missing = SERVER_V8_FLAGS.filter(
    (f) => !process.execArgv.some((a) => a.startsWith(f.split('=')[0]!)),
  );
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...missing] });
  let ready = false;
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (m: unknown) => {
      if (!isDropMessage(m)) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(m);
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || !ready) return;
    log.error(
      `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting a new one.`,
    );
    setTimeout(() => stopping || fork(), 500).unref();
  });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (w) =>
          new Promise<void>((resolve) => {
            if (!w || w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
  };

  let url: string | undefined;
  try {
    await Promise.all(
      Array.from({ length: count }, fork).map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once('listening', (address) => {
              url ??= `http://localhost:${address.port}`;
              resolve();
            });
            w.once('exit', (code) =>
              reject(new Error(`a server process failed to start (exit code ${code})`)),
            );
          }),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  return { workers: count, url, stop };
}
