/**
 * `npm run bench`: builds if needed, then measures the speed targets of docs/PERFORMANCE.md and
 * prints one JSON object. Not a test: numbers vary with the machine; compare them to the targets.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { benchStartup } from './startup';
import { ALL_PAGES, benchPageWeight } from './page-weight';
import { benchQuestionBank } from './question-bank';
import { benchQuizLoad } from './quiz-load';
import { benchProfile } from './profile';
import { benchCompetitionBurst } from './competition-burst';
import { benchDiagramLoad } from './diagram-load';
import { benchMockLoad } from './mock-load';
import { benchMockFirstQuestion } from './mock-first-question';

if (
  !process.argv.includes('--no-build') ||
  !fs.existsSync('dist/server/main.mjs') ||
  !fs.existsSync('dist/web/index.html')
) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const suites: Record<string, () => Promise<unknown>> = {
  startup: () => benchStartup(),
  'page-weight': () => benchPageWeight(),
  // Not in the default run: every page in bytes, to compare two commits (--only=page-weight-all).
  'page-weight-all': () => benchPageWeight(ALL_PAGES),
  'question-bank': () => benchQuestionBank(),
  'quiz-load': () => benchQuizLoad(),
  profile: () => benchProfile(),
  'competition-burst': () => benchCompetitionBurst(),
  'diagram-load': () => benchDiagramLoad(),
  'mock-load': () => benchMockLoad(),
  'mock-first-question': () => benchMockFirstQuestion(),
};
const out: Record<string, unknown> = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
};
for (const [name, run] of Object.entries(suites)) {
  if (only ? only !== name : name === 'page-weight-all') continue;
  out[name] = await run();
  console.error(`${name}: ${JSON.stringify(out[name])}`);
}
console.log(JSON.stringify(out, null, 2));
