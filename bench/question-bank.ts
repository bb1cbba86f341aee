/**
 * Question-bank speed (issue 3), over HTTP against the built server on the embedded database:
 * - a 10 MB upload CSV (~25,000 rows) validated and stored (target ≤ 5 s);
 * - a Manage page with 50,000 questions in the bank (target ≤ 100 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSV_COLUMNS } from '../src/domain/question-csv';
import { median, startBuiltServer } from './lib';

const TOPICS = [
  'Algebraic expressions',
  'Indices and logarithms',
  'Quadratic equations',
  'Statistics',
  'Probability',
  'Trigonometry',
];

/** A realistic upload file of about `bytes` bytes at one level. */
export function makeCsv(bytes: number, level: number, seed = 1): { text: string; rows: number } {
  const lines = [CSV_COLUMNS.join(',')];
  let size = lines[0]!.length;
  let i = 0;
  while (size < bytes - 600) {
    const n = seed * 1_000_000 + i;
    const a = (n % 97) + 3;
    const b = (n % 89) + 7;
    const q = `"Question ${n}: if x = ${a} and y = ${b}, find the value of $x^2 + 2xy + y^2$, giving your answer to the nearest whole number, and state which identity you used, ""expand"" or not."`;
    const ans = (a + b) ** 2;
    const cells = [
      'JAMB',
      'Mathematics',
      TOPICS[n % TOPICS.length],
      ['easy', 'medium', 'hard'][n % 3],
      String(level),
      q,
      String(ans),
      String(ans + 1),
      String(ans - 1),
      String(ans + 2),
      'A',
      `"Since $x^2 + 2xy + y^2 = (x + y)^2$, the value is $(${a} + ${b})^2 = ${ans}$. Expanding term by term gives the same result, ${ans}, which confirms it."`,
    ];
    const line = cells.join(',');
    lines.push(line);
    size += line.length + 2;
    i++;
  }
  return { text: lines.join('\r\n') + '\r\n', rows: i };
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function upload(url: string, cookie: string, subject: string, level: number, csv: string) {
  const form = new FormData();
  form.set('examType', 'jamb');
  form.set('subject', subject);
  form.set('level', String(level));
  form.set('timerMinutes', '30');
  form.set('questionsPerLevel', '40');
  form.set('shuffleQuestions', 'true');
  form.set('isActive', 'true');
  form.set('confirmReplace', 'true');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'bank.csv');
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/questions/upload`, {
    method: 'POST',
    headers: { cookie, origin: url },
    body: form,
  });
  const ms = performance.now() - started;
  const body = (await res.json()) as { inserted?: number; message?: string };
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return { ms, inserted: body.inserted ?? 0 };
}

export async function benchQuestionBank() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-bank-'));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
  });
  try {
    const admin = server.log().match(/Demo admin: (\S+) (\S+)/);
    if (!admin) throw new Error('no demo admin in the log');
    const cookie = await signIn(server.url, admin[1]!, admin[2]!);

    const big = makeCsv(10 * 1024 * 1024 - 64 * 1024, 7, 1);
    const first = await upload(server.url, cookie, 'mathematics', 7, big.text);
    const second = await upload(
      server.url,
      cookie,
      'physics',
      8,
      makeCsv(10 * 1024 * 1024 - 64 * 1024, 8, 2).text,
    );

    const pages: Record<string, number[]> = {};
    const queries = {
      'mathematics, all levels, page 1': 'examType=jamb&subject=mathematics&page=1&pageSize=25',
      'mathematics, level 7, page 400':
        'examType=jamb&subject=mathematics&level=7&page=400&pageSize=25',
      'physics, level 8, inactive filter':
        'examType=jamb&subject=physics&level=8&status=inactive&page=1&pageSize=25',
    };
    for (const [name, qs] of Object.entries(queries)) {
      pages[name] = [];
      for (let i = 0; i < 25; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/admin/questions?${qs}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`manage page failed: ${res.status}`);
        if (i >= 5) pages[name]!.push(performance.now() - started); // the first few warm caches
      }
    }
    return {
      name: 'question bank (embedded database, over HTTP)',
      upload: {
        fileMB: +(Buffer.byteLength(big.text) / 1048576).toFixed(2),
        rows: big.rows,
        inserted: first.inserted,
        ms: Math.round(first.ms),
        secondUploadMs: Math.round(second.ms),
        target: 5000,
      },
      bankSize: first.inserted + second.inserted + 1080,
      managePage: Object.fromEntries(
        Object.entries(pages).map(([k, v]) => [
          k,
          { medianMs: +median(v).toFixed(1), maxMs: +Math.max(...v).toFixed(1) },
        ]),
      ),
      managePageTarget: 100,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
