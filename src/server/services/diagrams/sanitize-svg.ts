import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { svgCost } from './svg-references';

/**
 * The SVG an admin uploads, cut down to drawing: shapes, text, gradients, markers and clip paths
 * keep their geometry and presentation attributes; scripts, styles, foreign content, embedded or
 * linked images, animation, event handlers and every reference outside the document go. A DOCTYPE
 * or entity declaration (entity expansion, external entities) refuses the file, and so does one
 * whose references (`<use>`, `url(#…)`) nest or multiply past what can be drawn in time. The
 * result is rasterised on the server (students only ever get a WebP), so this protects the
 * rasteriser and the server's files, not a browser.
 */
export type SanitizedSvg =
  { ok: true; svg: string } | { ok: false; reason: 'entities' | 'invalid' | 'references' };

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'marker',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'title',
  'desc',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'transform',
  'rotate',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'visibility',
  'display',
  'style',
  'href',
  'xlink:href',
]);

/** A reference inside the document (`#id`) is the only kind kept. */
const LOCAL_REF = /^#[\w.-]+$/;
/** url(#id), the one form of url() kept. */
const LOCAL_URL = /url\s*\(\s*(['"]?)#[\w.-]+\1\s*\)/gi;

function safeValue(name: string, value: string): boolean {
  if (/[<>"]/.test(value) || /\\|&#|@import|expression\s*\(|javascript:/i.test(value)) return false;
  if (name === 'href' || name === 'xlink:href') return LOCAL_REF.test(value.trim());
  // Any url( left once the local ones are taken out points elsewhere (or is malformed).
  return !/url\s*\(/i.test(value.replace(LOCAL_URL, ''));
}

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // CDATA becomes its own node, dropped below: as text it would be written back unescaped.
  cdataPropName: '#cdata',
} as const;

function clean(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if ('#text' in node) {
      out.push({ '#text': node['#text'] });
      continue;
    }
    const tag = Object.keys(node).find((k) => k !== ':@');
    if (!tag || !ELEMENTS.has(tag)) continue; // CDATA, script, style, foreignObject, image…
    const attrs: Record<string, string> = {};
    for (const [name, value] of Object.entries(node[':@'] ?? {}))
      if (ATTRIBUTES.has(name) && typeof value === 'string' && safeValue(name, value))
        attrs[name] = value;
    const kept: Node = { [tag]: clean((node[tag] as Node[]) ?? []) };
    if (Object.keys(attrs).length) kept[':@'] = attrs;
    out.push(kept);
  }
  return out;
}

/** The DOCTYPE drawing programs write (`<!DOCTYPE svg PUBLIC "…" "…">`): no internal subset. */
const PLAIN_DOCTYPE = /<!DOCTYPE\s+svg(\s+(PUBLIC|SYSTEM)(\s+("[^"]*"|'[^']*'))+)?\s*>/i;

export function sanitizeSvg(input: string): SanitizedSvg {
  const text = input.replace(PLAIN_DOCTYPE, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: 'entities' };
  try {
    if (XMLValidator.validate(text) !== true) return { ok: false, reason: 'invalid' };
    const tree = new XMLParser(OPTIONS).parse(text) as Node[];
    const root = tree.filter((n) => !('#text' in n));
    if (root.length !== 1 || !('svg' in root[0]!)) return { ok: false, reason: 'invalid' };
    const cleaned = clean(root);
    if (!svgCost(cleaned).ok) return { ok: false, reason: 'references' };
    const svg = new XMLBuilder({ ...OPTIONS, suppressEmptyNode: true }).build(cleaned) as string;
    return { ok: true, svg };
  } catch {
    // The parser's own limits (nesting depth and the like) refuse the file, not the server.
    return { ok: false, reason: 'invalid' };
  }
}

/** True when the bytes start like an SVG document (after a BOM, spaces, a declaration, comments). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimStart();
  return /^<svg[\s>]/.test(head) || /^<!DOCTYPE\s+svg/i.test(head);
}
