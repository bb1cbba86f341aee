import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './sanitize-svg';

/**
 * A worker thread that sanitises uploaded SVGs (svg-worker-pool.ts): parsing, cleaning and
 * costing a 5 MB SVG takes seconds of JavaScript that would otherwise stop every other request.
 */
parentPort!.postMessage({ ready: true }); // modules loaded: the pool's timeout starts now
parentPort!.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  parentPort!.postMessage({ id, result: sanitizeSvg(new TextDecoder('utf-8').decode(bytes)) });
});
