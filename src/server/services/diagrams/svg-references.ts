import { MAX_SVG_DRAWN_ELEMENTS, MAX_SVG_REFERENCE_DEPTH } from '../../../domain/diagrams';

/** A node of fast-xml-parser's `preserveOrder` tree: `{ tag: children, ':@': attributes }`. */
export type SvgNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * What drawing a (sanitised) SVG costs once every reference is followed: `<use href="#x">`, the
 * `href` of a gradient or pattern, and every `url(#x)` (fill, stroke, clip-path, mask, markers).
 * `drawn` counts the elements the rasteriser visits, a marker counted once per vertex it is drawn
 * at; `depth` is the longest chain of references. A file of a few KB whose groups each `<use>`
 * the one before ten times draws 10^10 elements ("billion laughs"): librsvg gives up only after
 * 500,000 of them, minutes later, and libvips' timeout cannot stop it mid-drawing. So this
 * refuses such a file before it is drawn, in time linear in its size (each element is costed
 * once), stopping as soon as the total passes MAX_SVG_DRAWN_ELEMENTS.
 */
export type SvgCost =
  | { ok: true; drawn: number; depth: number }
  | { ok: false; drawn: number; depth: number; cycle: boolean };

const REF_ATTRIBUTES = ['href', 'xlink:href'];
const URL_REF = /url\s*\(\s*(['"]?)#([\w.-]+)\1\s*\)/gi;
const MARKERS = new Set(['marker-start', 'marker-mid', 'marker-end']);
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

const tagOf = (node: SvgNode) => Object.keys(node).find((k) => k !== ':@');

/** How many vertices a marker can be drawn at on this element (an upper bound). */
function vertices(node: SvgNode): number {
  const attrs = node[':@'] ?? {};
  const data = attrs.d ?? attrs.points;
  return data ? Math.max(2, Math.ceil((data.match(NUMBER)?.length ?? 0) / 2)) : 2;
}

/** The ids an element refers to, each with how many times it is drawn through that reference. */
function references(node: SvgNode): [string, number][] {
  const out: [string, number][] = [];
  for (const [name, value] of Object.entries(node[':@'] ?? {})) {
    if (typeof value !== 'string') continue;
    if (REF_ATTRIBUTES.includes(name) && value.trim().startsWith('#'))
      out.push([value.trim().slice(1), 1]);
    for (const m of value.matchAll(URL_REF))
      out.push([m[2]!, MARKERS.has(name) || name === 'style' ? vertices(node) : 1]);
  }
  return out;
}

export function svgCost(root: SvgNode[]): SvgCost {
  const byId = new Map<string, SvgNode>();
  const index = (nodes: SvgNode[]) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (!tag || tag === '#text') continue;
      const id = node[':@']?.id;
      if (id && !byId.has(id)) byId.set(id, node);
      index((node[tag] as SvgNode[]) ?? []);
    }
  };
  index(root);

  const done = new Map<SvgNode, { drawn: number; depth: number }>();
  const visiting = new Set<SvgNode>();
  let cycle = false;
  const over = (drawn: number, depth: number) =>
    cycle || drawn > MAX_SVG_DRAWN_ELEMENTS || depth > MAX_SVG_REFERENCE_DEPTH;

  // Depth-first, memoised; stops (returning what it has) as soon as a bound is passed. `hops`
  // counts the references followed to get here, so a long chain never deepens the stack further.
  const cost = (node: SvgNode, hops: number): { drawn: number; depth: number } => {
    const known = done.get(node);
    if (known) return known;
    if (visiting.has(node)) {
      cycle = true;
      return { drawn: Infinity, depth: Infinity };
    }
    if (hops > MAX_SVG_REFERENCE_DEPTH) return { drawn: 1, depth: Infinity };
    visiting.add(node);
    let drawn = 1;
    let depth = 0;
    const tag = tagOf(node);
    for (const child of tag ? ((node[tag] as SvgNode[]) ?? []) : []) {
      if ('#text' in child) continue;
      const c = cost(child, hops);
      drawn += c.drawn;
      depth = Math.max(depth, c.depth);
      if (over(drawn, depth)) break;
    }
    for (const [id, times] of references(node)) {
      if (over(drawn, depth)) break;
      const target = byId.get(id);
      if (!target) continue;
      const c = cost(target, hops + 1);
      drawn += times * c.drawn;
      depth = Math.max(depth, 1 + c.depth);
    }
    visiting.delete(node);
    const result = { drawn, depth };
    done.set(node, result);
    return result;
  };

  let drawn = 0;
  let depth = 0;
  for (const node of root) {
    if ('#text' in node) continue;
    const c = cost(node, 0);
    drawn += c.drawn;
    depth = Math.max(depth, c.depth);
  }
  if (over(drawn, depth)) return { ok: false, drawn, depth, cycle };
  return { ok: true, drawn, depth };
}
