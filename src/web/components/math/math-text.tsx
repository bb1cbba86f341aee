import { useEffect, useMemo, useState } from 'react';
import { boundedKatexHtml } from './katex-options';
import { splitMath, type MathSegment } from '../../../domain/split-math';

type Katex = typeof import('katex').default;

let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;

/** KaTeX and its stylesheet (~75 KB gzipped + fonts), fetched the first time a text has math. */
function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([mod]) => {
    katex = mod.default;
    return katex;
  });
  return loading;
}

/**
 * Text that may hold LaTeX between `$…$` or `$$…$$`. Without a `$` it is plain text and KaTeX
 * is never downloaded; with one, the raw text shows until KaTeX arrives.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const hasMath = text.includes('$');
  const [lib, setLib] = useState<Katex | null>(katex);

  useEffect(() => {
    if (!hasMath || lib) return;
    let live = true;
    loadKatex().then(
      (k) => live && setLib(() => k),
      () => {}, // offline: the raw text stays readable
    );
    return () => {
      live = false;
    };
  }, [hasMath, lib]);

  const segments = useMemo(() => (hasMath ? splitMath(text) : null), [hasMath, text]);

  if (!segments || !lib) return <span className={className}>{text}</span>;
  return <MathSegments segments={segments} render={lib.renderToString} className={className} />;
}

/**
 * Text and formulas, each formula rendered on its own: one that cannot be shown (a typo, sizes
 * reaching outside it, nesting too deep for KaTeX) shows its source and the rest render.
 */
export function MathSegments({
  segments,
  render,
  className,
}: {
  segments: MathSegment[];
  render: Katex['renderToString'];
  className?: string;
}) {
  return (
    <span className={className}>
      {segments.map((s, i) => {
        if (s.kind === 'text') return <span key={i}>{s.value}</span>;
        const html = boundedKatexHtml(render, s.value, s.display);
        if (html === null)
          return (
            <span
              key={i}
              className="katex-error text-red-700"
              title="This formula could not be shown"
            >
              {s.value}
            </span>
          );
        return (
          <span
            key={i}
            className={s.display ? 'block overflow-x-auto py-1' : undefined}
            // KaTeX escapes the text it renders and, with trust off, allows no links or HTML.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        );
      })}
    </span>
  );
}
