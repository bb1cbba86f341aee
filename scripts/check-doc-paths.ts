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
  if (token.startsWith('dist/')) return false; // build output, not in the repo
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

export function checkDocs(files: string[], root = ROOT): Missing[] {
  const paths = repoPaths(root);
  const suffixes = [...paths];
  const missing: Missing[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { ref, line, sentence } of references(text)) {
      if (exists(ref, paths, suffixes) || HISTORY.test(sentence)) continue;
      missing.push({ file: path.relative(root, file), line, ref });
    }
  }
  return missing;
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
  const missing = checkDocs(files);
  for (const m of missing) console.error(`${m.file}:${m.line}: \`${m.ref}\` does not exist`);
  if (missing.length) {
    console.error(
      `${missing.length} path(s) in the decisions name nothing in the repo: fix the path, or say in its sentence that the file was removed or renamed.`,
    );
    process.exit(1);
  }
  console.log(`check-doc-paths: ${files.length} file(s), every named path exists`);
}
