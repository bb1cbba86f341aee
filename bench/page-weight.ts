/**
 * JavaScript a first visit downloads, in gzipped bytes as sent over the wire, for the public
 * pages (target ≤ 120 KB each). Loads each page in a fresh Chromium context against the built
 * server and sums the encoded sizes of every script response.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib';

/** `signedIn`: as the demo student (true) or the demo admin ('admin'). */
type Target = { page: string; target: number; signedIn?: boolean | 'admin' };
const TARGETS: Target[] = [
  { page: '/home', target: 120 },
  { page: '/login', target: 120 },
  { page: '/learn-more', target: 120 },
  { page: '/reset-password', target: 120 },
  { page: '/app/exam/jamb/mathematics/1', target: 150, signedIn: true },
  { page: '/app/profile', target: 140, signedIn: true },
];

/**
 * Every public and student page with no target (`--only=page-weight-all`): for comparing two
 * commits page by page, in bytes (issue 22's "route JS not larger", docs/PERFORMANCE.md).
 */
export const ALL_PAGES: Target[] = [
  ...['/home', '/login', '/learn-more', '/reset-password', '/update-password'].map((page) => ({
    page,
    target: 0,
  })),
  ...[
    '/app/dashboard',
    '/app/exams',
    '/app/exam/jamb',
    '/app/exam/jamb/mathematics',
    '/app/exam/jamb/mathematics/1',
    '/app/results',
    '/app/competitions',
    '/app/competition-results',
    '/app/mistakes/jamb/mathematics',
    '/app/profile',
    '/app/achievements',
    '/app/subscription',
  ].map((page) => ({ page, target: 0, signedIn: true })),
  ...['/app/admin', '/app/admin/generate-all'].map((page) => ({
    page,
    target: 0,
    signedIn: 'admin' as const,
  })),
];

export async function benchPageWeight(targets = TARGETS) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-web-'));
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  const demo = {
    student: server.log().match(/Demo student: (\S+) (\S+)/),
    admin: server.log().match(/Demo admin: (\S+) (\S+)/),
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const results = [];
    for (const { page, target, signedIn } of targets) {
      const context = await browser.newContext();
      const who = signedIn === 'admin' ? demo.admin : signedIn ? demo.student : null;
      if (who) {
        const res = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
          headers: { origin: server.url },
          data: { email: who[1], password: who[2] },
        });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
      }
      const tab = await context.newPage();
      const scripts: { url: string; bytes: number }[] = [];
      tab.on('requestfinished', async (req) => {
        if (req.resourceType() !== 'script') return;
        const sizes = await req.sizes();
        scripts.push({ url: new URL(req.url()).pathname, bytes: sizes.responseBodySize });
      });
      await tab.goto(server.url + page, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(300);
      await context.close();
      // PAGE_WEIGHT_FILES=<path>: each page's scripts, one JSON line a page, to compare two
      // commits chunk by chunk (which file grew).
      const perFile = process.env.PAGE_WEIGHT_FILES;
      if (perFile) fs.appendFileSync(perFile, JSON.stringify({ page, scripts }) + '\n');
      const total = scripts.reduce((a, s) => a + s.bytes, 0);
      results.push({
        page,
        gzipKB: +(total / 1024).toFixed(1),
        bytes: total,
        files: scripts.length,
        target,
      });
    }
    return {
      name: 'first-visit JS per page (gzipped, on the wire, cold cache)',
      unit: 'KB',
      results,
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
