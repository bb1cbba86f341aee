export type MathSegment =
  { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

/**
 * Splits text into plain and LaTeX segments: `$$…$$` is display math, `$…$` inline math.
 * Like pandoc, an inline `$` opens only before a non-space and closes only after a non-space
 * and not before a digit, so prices such as "$5 and $10" stay text; `\$` is a literal dollar.
 */
export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let buf = '';
  let i = 0;
  const flush = () => {
    if (buf) out.push({ kind: 'text', value: buf });
    buf = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      buf += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      buf += ch;
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const end = text.indexOf('$$', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'math', value: text.slice(i + 2, end), display: true });
        i = end + 2;
        continue;
      }
    } else {
      const end = closingDollar(text, i + 1);
      if (end !== -1) {
        flush();
        out.push({ kind: 'math', value: text.slice(i + 1, end), display: false });
        i = end + 1;
        continue;
      }
    }
    buf += ch;
    i++;
  }
  flush();
  return out;
}

function closingDollar(text: string, start: number): number {
  if (start >= text.length || /\s/.test(text[start]!)) return -1;
  for (let j = start; j < text.length; j++) {
    const c = text[j]!;
    if (c === '\\') {
      j++; // skip the escaped character, e.g. \$ inside math
      continue;
    }
    if (c === '\n' && text[j + 1] === '\n') return -1; // math never spans paragraphs
    if (c === '$' && !/\s/.test(text[j - 1]!) && !/\d/.test(text[j + 1] ?? '')) return j;
  }
  return -1;
}
