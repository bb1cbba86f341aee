/**
 * Time from tapping Start on /app/mocks to the first question of a JAMB UTME paper (Use of
 * English, Mathematics, Physics, Chemistry: 180 questions) being visible, on a phone's terms:
 * Chromium at 360 px with Lighthouse's "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up)
 * and a 4× slower CPU, switched on after the overview has loaded (target ≤ 2.5 s, issue 23).
 * Each run is a new student (free: one mock a week) in a fresh browser context.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { account, loadBenchEnv, median, startBuiltServer } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SUBJECTS = ['mathematics', 'physics', 'chemistry'];

export async function benchMockFirstQuestion() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-mock-fq-'));
  const server = await startBuiltServer(loadBenchEnv(dataDir));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cookie = await account(server, dataDir, `fq-${run}@preparena.test`);
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const host = new URL(server.url).hostname;
      await context.addCookies(
        cookie.split('; ').map((c) => {
          const [name, ...value] = c.split('=');
          return { name: name!, value: value.join('='), domain: host, path: '/' };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/app/mocks`, { waitUntil: 'networkidle' });
      await page.getByTestId('mock-exam-jamb').check();
      for (const s of SUBJECTS) await page.getByTestId(`mock-subject-${s}`).check();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = performance.now();
      await page.getByTestId('mock-start').click();
      await page.getByTestId('cbt-question').waitFor({ state: 'visible', timeout: 60_000 });
      times.push(Math.round(performance.now() - started));
      await context.close();
    }
    return {
      name: 'UTME mock: Start → first question visible (Slow 4G, 4× CPU, 360 px)',
      targetMs: 2500,
      runsMs: times,
      medianMs: median(times),
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
