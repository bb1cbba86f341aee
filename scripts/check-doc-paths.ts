/**
 * `node --import tsx scripts/check-doc-paths.ts [files…]` (issue 22 item 6): every file or folder
 * the ADRs in docs/decisions/ (or the Markdown files given) name must exist, so a decision never
 * points a newcomer at code that is gone. Exits 1 and prints each missing path with its line.
 *
 * A reference is a backticked token, or a bare `src/…`-style word, that looks like a path: it ends
 * in a file extension or a `/`, or starts with a top-level folder of the repo. It may be written
 * from the repo root (`src/server/app.ts`) or from any folder below it (`services/attempts/`,
 * `attempt-kind.ts`): it exists when some file or folder of the repo ends with it.
 *
 * A decision may still name a file that is gone when its sentence says so (removed, gone, deleted,
 * renamed, moved, replaced, formerly, no longer): history is kept, but never silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
const TOP_DIRS = ['src', 'e2e', 'scripts', 'docs', 'content', 'bench'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|json|sql|css|csv|html|yml|yaml)$/;
const HISTORY = /\b(removed|gone|deleted|renamed|moved|replaced|formerly|former|no longer)\b/i;

/** Whether a sentence says a file is gone (its code spans and paths aside: `gone.ts` says nothing). */
const saysGone = (sentence: string) =>
  HISTORY.test(sentence.replace(/`[^`]*`/g, ' ').replace(/[\w.-]*\/[\w./-]*|[\w-]+\.\w+/g, ' '));

export type Missing = { file: string; line: number; ref: string };

/** Every file and folder of the repo, as `/`-joined paths from the root, each with a leading `/`. */
export function repoPaths(root = ROOT): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const relPath = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        out.add(`${relPath}/`);
        walk(path.join(dir, entry.name), relPath);
      } else out.add(relPath);
    }
  };
  walk(root, '');
  return out;
}

/** Whether `token` names a path in the repo (as opposed to a package, a URL, a placeholder…). */
export function looksLikePath(token: string): boolean {
  if (/[<>*…:@=?%{}\s]/.test(token)) return false; // placeholders, URLs, packages, env values
  if (/(^|[-_/])(N|NNNN|x)([-_.]|$)/.test(token)) return false; // `level-N.csv`, `diagrams/x.svg`
  if (token.startsWith('/') || token.startsWith('.') || token.startsWith('DATA_DIR')) return false;
  if (/^(dist|data)\//.test(token)) return false; // build output and runtime data, not in the repo
  const top = token.split('/')[0] ?? '';
  return (
    EXTENSIONS.test(token) || token.endsWith('/') || (token.includes('/') && TOP_DIRS.includes(top))
  );
}

/** Whether some file or folder of the repo ends with `ref` (folders match with or without `/`). */
export function exists(ref: string, paths: Set<string>, suffixes: string[]): boolean {
  const wanted = ref.replace(/^\.?\//, '');
  const candidates =
    wanted.endsWith('/') || EXTENSIONS.test(wanted) ? [wanted] : [wanted, `${wanted}/`];
  return candidates.some((c) => paths.has(`/${c}`) || suffixes.some((p) => p.endsWith(`/${c}`)));
}

/** The references of one Markdown text, each with its line and the sentence it sits in. */
export function references(text: string): { ref: string; line: number; sentence: string }[] {
  const out: { ref: string; line: number; sentence: string }[] = [];
  const lines = text.split('\n');
  // A sentence may wrap over lines: read each paragraph (or list item) as one string.
  let start = 0;
  while (start < lines.length) {
    let end = start + 1;
    while (
      end < lines.length &&
      lines[end]!.trim() !== '' &&
      !/^\s*([-*]|\d+\.)\s|^#/.test(lines[end]!)
    )
      end++;
    const block = lines.slice(start, end);
    const joined = block.join(' ');
    const offsets: number[] = [];
    let at = 0;
    for (const l of block) {
      offsets.push(at);
      at += l.length + 1;
    }
    const lineAt = (index: number) => start + 1 + offsets.filter((o) => o <= index).length - 1;
    const sentenceAt = (index: number, length: number) => {
      const before =
        joined
          .slice(0, index)
          .split(/[.;!?](?=\s)/)
          .pop() ?? '';
      const after = joined.slice(index + length).split(/[.;!?](?=\s|$)/)[0] ?? '';
      return before + joined.slice(index, index + length) + after;
    };
    const seen = new Set<number>();
    for (const m of joined.matchAll(/`([^`\s]+)`/g)) {
      seen.add(m.index);
      if (looksLikePath(m[1]!))
        out.push({ ref: m[1]!, line: lineAt(m.index), sentence: sentenceAt(m.index, m[0].length) });
    }
    // Bare paths outside code spans: `src/…`-style words, and file names such as `STYLE.md`
    // (`.js` left out: "Node.js" is not a file).
    const withoutCode = joined.replace(/`[^`]*`/g, (s) => ' '.repeat(s.length));
    const bare =
      /(?<![\w/.:-])((?:src|e2e|scripts|docs|content|bench)\/[\w./-]*[\w/]|[\w-]+(?:\/[\w.-]+)*\.(?:ts|tsx|md|csv|sql|mjs))(?![\w/])/g;
    for (const m of withoutCode.matchAll(bare)) {
      if (looksLikePath(m[1]!))
        out.push({ ref: m[1]!, line: lineAt(m.index), sentence: sentenceAt(m.index, m[0].length) });
    }
    start = end;
    while (start < lines.length && lines[start]!.trim() === '') start++;
  }
  return out;
}

/** The missing references of one Markdown text. */
export function missingIn(text: string, paths: Set<string>, suffixes: string[]) {
  return references(text).filter(
    ({ ref, sentence }) => !exists(ref, paths, suffixes) && !saysGone(sentence),
  );
}

export function checkDocs(files: string[], root = ROOT): Missing[] {
  const paths = repoPaths(root);
  const suffixes = [...paths];
  return files.flatMap((file) =>
    missingIn(fs.readFileSync(file, 'utf8'), paths, suffixes).map(({ ref, line }) => ({
      file: path.relative(root, file),
      line,
      ref,
    })),
  );
}

/**
 * The check proves itself on planted text first (as check-boundaries.ts does): a missing path
 * must be reported, wherever it sits, and what exists, what a sentence says is gone, and
 * placeholders must not. Returns what did not behave.
 */
export function selfCheck(root = ROOT): string[] {
  const paths = repoPaths(root);
  const suffixes = [...paths];
  const planted = [
    '- Uses `src/server/planted-missing.ts` and `services/planted/gone.ts` today.',
    '',
    'A bare path: src/web/planted-missing.tsx, and a guide, PLANTED-GUIDE.md, wrapped',
    'over lines (`src/domain/planted-',
    'x.ts` is not one token).',
  ].join('\n');
  const kept = [
    '- `src/server/app.ts`, `services/attempts/`, `attempt-kind.ts`, src/domain/quiz.ts.',
    '- `planted-old.ts` (removed by 0099), and `level-N.csv`, `diagrams/x.svg`, `@zxcvbn-ts/core`.',
    '- The old `planted-memo.ts` was since moved into',
    '  `services/attempts/attempt-store.ts`.',
  ].join('\n');
  const problems: string[] = [];
  const reported = missingIn(planted, paths, suffixes).map((m) => `${m.line}:${m.ref}`);
  const expected = [
    '1:src/server/planted-missing.ts',
    '1:services/planted/gone.ts',
    '3:src/web/planted-missing.tsx',
    '3:PLANTED-GUIDE.md',
  ];
  for (const e of expected) if (!reported.includes(e)) problems.push(`not reported: ${e}`);
  for (const r of reported) if (!expected.includes(r)) problems.push(`reported wrongly: ${r}`);
  for (const m of missingIn(kept, paths, suffixes)) problems.push(`reported wrongly: ${m.ref}`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  const dir = path.join(ROOT, 'docs/decisions');
  const files = given.length
    ? given.map((f) => path.resolve(f))
    : fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => path.join(dir, f));
  const problems = selfCheck();
  if (problems.length) {
    console.error(
      `check-doc-paths does not behave on its planted text:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  const missing = checkDocs(files);
  for (const m of missing) console.error(`${m.file}:${m.line}: \`${m.ref}\` does not exist`);
  if (missing.length) {
    console.error(
      `${missing.length} path(s) named in these documents are not in the repo: fix the path, or say in its sentence that the file was removed or renamed.`,
    );
    process.exit(1);
  }
  console.log(`check-doc-paths: ${files.length} file(s), every named path exists`);
}
