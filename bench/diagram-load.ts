/**
 * Diagram uploads against everyone else (issue 21 item 6): three admins upload the same heavy
 * picture at once while a phone asks for a cheap page every 25 ms. Reports each upload's answer
 * and time, and the cheap request's latency (p50 / p99 / max) while they run, beside its latency
 * on an idle server. The built server on PGlite; the load generator on the same two cores.
 *
 * Standalone: `npx tsx bench/diagram-load.ts` (after `npm run build`), or `npm run bench --
 * --only=diagram-load`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { blankPng, manyRectsSvg, nestedUseSvg } from '../src/server/testing/diagram-fixtures';
import { adminCookie, loadBenchEnv, median, startBuiltServer, type Server } from './lib';

const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 3);
const AT_ONCE = 3;

/** A busy 4000 × 3000 photo-like PNG (a phone photo of a diagram: the largest ordinary upload). */
async function photoPng(): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const circles = Array.from(
    { length: 200 },
    (_, i) =>
      `<circle cx="${(i * 397) % w}" cy="${(i * 211) % h}" r="${40 + (i % 9) * 30}" fill="none" stroke="#${((i * 2654435761) >>> 8).toString(16).slice(-6).padStart(6, '0')}" stroke-width="${3 + (i % 5)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fde"/><stop offset="1" stop-color="#def"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

async function upload(server: Server, cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart]), name);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/api/admin/images`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const body = (await res.json()) as { message?: string };
    const message = res.ok ? undefined : body.message;
    return { status: res.status, ms: Math.round(performance.now() - started), message };
  } catch {
    // No answer within two minutes: status 0.
    return { status: 0, ms: Math.round(performance.now() - started), message: 'no answer' };
  }
}

/** GET /api/config one after another, 25 ms apart, until `until` settles: the latencies. */
async function sample(server: Server, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/config`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    } catch {
      latencies.push(Infinity); // no answer: counted, as the worst
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return latencies;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))]! * 10) / 10;
};

export async function benchDiagramLoad() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-diagram-'));
  // A data directory already seeded (its first start takes a minute on a busy machine), copied.
  const seeded = process.env.BENCH_DIAGRAM_DATA_DIR;
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  const server = await startBuiltServer(loadBenchEnv(dataDir));
  try {
    const cookie = await adminCookie(server, dataDir);
    const files: Record<string, { bytes: Uint8Array; name: string }> = {
      'tall PNG 1 × 39,000,000': { bytes: blankPng(1, 39_000_000), name: 'tall.png' },
      'nested <use> SVG (10^5 copies)': { bytes: Buffer.from(nestedUseSvg(5)), name: 'use.svg' },
      'SVG of 60,000 squares (3.5 MB)': { bytes: Buffer.from(manyRectsSvg()), name: 'big.svg' },
      'photo PNG 4000 × 3000': { bytes: await photoPng(), name: 'photo.png' },
    };
    const idle = await sample(server, new Promise((r) => setTimeout(r, 3000)));
    const out: Record<string, unknown> = {
      idle: { p50: pct(idle, 0.5), p99: pct(idle, 0.99), max: pct(idle, 1) },
    };
    for (const [label, file] of Object.entries(files)) {
      const runs: {
        uploads: Awaited<ReturnType<typeof upload>>[];
        p50: number;
        p99: number;
        max: number;
      }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const all = Promise.all(
          Array.from({ length: AT_ONCE }, () => upload(server, cookie, file.bytes, file.name)),
        );
        const latencies = await sample(server, all);
        runs.push({
          uploads: await all,
          p50: pct(latencies, 0.5),
          p99: pct(latencies, 0.99),
          max: pct(latencies, 1),
        });
      }
      out[label] = {
        bytes: file.bytes.length,
        answers: [...new Set(runs.flatMap((r) => r.uploads.map((u) => u.status)))],
        message: runs[0]!.uploads[0]!.message,
        slowestUploadMs: median(runs.map((r) => Math.max(...r.uploads.map((u) => u.ms)))),
        cheapRequestMs: {
          p50: median(runs.map((r) => r.p50)),
          p99: median(runs.map((r) => r.p99)),
          max: median(runs.map((r) => r.max)),
        },
        runs: runs.map((r) => ({ uploadsMs: r.uploads.map((u) => u.ms), max: r.max })),
      };
      console.error(`${label}: ${JSON.stringify(out[label])}`);
    }
    return out;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchDiagramLoad(), null, 2));
