/**
 * Server start on an existing data directory: spawn → first HTTP answer (target ≤ 1.5 s); and,
 * reported beside it, the first start on an empty one (migrations, starter bank and its drawings).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startBuiltServer } from './lib';

export async function benchStartup(runs = 7) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-start-'));
  try {
    const first = await startBuiltServer({ DATA_DIR: dataDir, NO_DEMO_USERS: '1' }); // creates + migrates + seeds
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = await startBuiltServer({ DATA_DIR: dataDir, NO_DEMO_USERS: '1' });
      times.push(s.readyMs);
      await s.stop();
    }
    return {
      name: 'server ready on an existing data directory',
      unit: 'ms',
      median: Math.round(median(times)),
      max: Math.round(Math.max(...times)),
      runs: times.map(Math.round),
      target: 1500,
      firstStartOnEmptyDataDirMs: Math.round(first.readyMs),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
