import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { SanitizedSvg } from './sanitize-svg';

/**
 * sanitizeSvg on a worker thread, so the request's event loop keeps serving others while a large
 * SVG is parsed (ADR 0029, amended by issue 21 item 6). Up to POOL_SIZE idle workers are kept
 * (processDiagram runs two at a time); a job that takes longer than TIMEOUT_MS ends its worker
 * (it runs only JavaScript, so that is safe) and the file is refused.
 */
export type SanitizedSvgOffThread = SanitizedSvg | { ok: false; reason: 'timeout' };

const POOL_SIZE = 2;
const TIMEOUT_MS = 10_000;
/** A hostile file may exhaust the worker's heap, never the server's. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512 };

/** The built worker beside the bundle, or the source through tsx (development, tests). */
function newWorker(): Worker {
  const here = import.meta.url;
  const options = { resourceLimits: RESOURCE_LIMITS };
  if (/\.ts$/.test(new URL(here).pathname)) {
    // Node 20 does not pass `--import tsx` on to a worker: the worker registers tsx itself.
    const source = JSON.stringify(new URL('./svg-worker.ts', here).href);
    const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${source}); })`;
    return new Worker(boot, { ...options, eval: true });
  }
  // esbuild puts this module in dist/server/ or dist/server/chunks/; the worker is an entry point.
  const built = [new URL('./svg-worker.mjs', here), new URL('../svg-worker.mjs', here)];
  const url = built.find((u) => fs.existsSync(u));
  if (!url) throw new Error('svg-worker.mjs is missing from the build (scripts/build.ts)');
  return new Worker(url, options);
}

type Pooled = { worker: Worker; ready: Promise<void> };
const idle: Pooled[] = [];
let nextId = 0;

function spawn(): Pooled {
  const worker = newWorker();
  // A worker that fails while idle is dropped, never an unhandled 'error' on the server.
  worker.on('error', () => {});
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { ready?: boolean }) => m.ready && resolve());
    worker.once('exit', () => reject(new Error('the SVG worker exited')));
  });
  ready.catch(() => {}); // awaited by the job that spawned it
  const pooled = { worker, ready };
  worker.on('exit', () => {
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
  });
  return pooled;
}

export async function sanitizeSvgOffThread(bytes: Uint8Array): Promise<SanitizedSvgOffThread> {
  const pooled = idle.pop() ?? spawn();
  const { worker } = pooled;
  worker.ref(); // an idle worker never keeps the process alive; one at work does
  // Its start (loading modules, under tsx in development) is not the file's time.
  await pooled.ready;
  const id = nextId++;
  return new Promise<SanitizedSvgOffThread>((resolve, reject) => {
    const done = (healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy && idle.length < POOL_SIZE) {
        worker.unref();
        idle.push(pooled);
      } else void worker.terminate();
    };
    const onMessage = (m: { id: number; result: SanitizedSvg }) => {
      if (m.id !== id) return;
      done(true);
      resolve(m.result);
    };
    const onError = (e: Error) => {
      done(false);
      // Out of memory in the worker is the file's doing: refuse it like an unreadable one.
      if ((e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        resolve({ ok: false, reason: 'invalid' });
      else reject(e);
    };
    const onExit = () => {
      done(false);
      reject(new Error('the SVG worker exited'));
    };
    const timer = setTimeout(() => {
      done(false);
      resolve({ ok: false, reason: 'timeout' });
    }, TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ id, bytes });
  });
}
