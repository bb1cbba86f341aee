import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  DIAGRAM_MAX_HEIGHT,
  DIAGRAM_MESSAGES,
  DIAGRAM_WIDTH,
  MAX_DIAGRAM_BYTES,
  MAX_DIAGRAM_PIXELS,
  MAX_DIAGRAM_UPLOAD_BYTES,
  diagramSizeProblem,
} from '../../../domain/diagrams';
import { AppError } from '../../lib/errors';
import { looksLikeSvg } from './sanitize-svg';
import { sanitizeSvgOffThread } from './svg-worker-pool';

export type ProcessedDiagram = {
  id: string;
  data: Buffer;
  width: number;
  height: number;
  bytes: number;
};

/** libvips' own bound on what it decodes, behind the header check (diagramSizeProblem). */
const MAX_INPUT_PIXELS = MAX_DIAGRAM_PIXELS;
/** Widths and qualities tried in turn until the WebP fits MAX_DIAGRAM_BYTES. */
const WIDTHS = [DIAGRAM_WIDTH, 600, 480, 360];
const QUALITIES = [80, 65, 50, 40];

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, { file: message });

type Kind = 'png' | 'jpeg' | 'svg';

/** The upload's kind from its bytes (its name and declared type are not trusted). */
export function diagramKind(bytes: Uint8Array): Kind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e)
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/**
 * An uploaded PNG, JPEG or SVG as the stored diagram: SVGs sanitised (on a worker thread), the
 * size and shape read from the header and refused before any pixel is decoded when too big, too
 * long and thin, or (SVG) too deep in references; then everything drawn on
 * white, turned upright (EXIF), fitted within DIAGRAM_WIDTH × DIAGRAM_MAX_HEIGHT (an SVG is drawn
 * at that width, a bitmap is never enlarged) and encoded as WebP of at most MAX_DIAGRAM_BYTES,
 * narrower or coarser only when it must. Named by the first half of the SHA-256 of the result.
 */
export function processDiagram(input: Uint8Array): Promise<ProcessedDiagram> {
  return limited(() => process(input));
}

/**
 * Drawing is CPU work on libvips' threads (off the event loop, as is sanitising an SVG): two at
 * most per server process (two cores).
 */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** A drawing that takes longer than this is refused (libvips stops it). */
const TIMEOUT_SECONDS = 10;

const SVG_REFUSALS = {
  entities: DIAGRAM_MESSAGES.unsafeSvg,
  references: DIAGRAM_MESSAGES.svgTooComplex,
  timeout: DIAGRAM_MESSAGES.tooSlow,
  invalid: DIAGRAM_MESSAGES.unreadable,
} as const;

async function process(input: Uint8Array): Promise<ProcessedDiagram> {
  if (input.length > MAX_DIAGRAM_UPLOAD_BYTES) throw invalid(DIAGRAM_MESSAGES.tooLarge);
  const kind = diagramKind(input);
  if (!kind) throw invalid(DIAGRAM_MESSAGES.notAnImage);
  let source: Buffer = Buffer.from(input);
  if (kind === 'svg') {
    const clean = await sanitizeSvgOffThread(input);
    if (!clean.ok) throw invalid(SVG_REFUSALS[clean.reason]);
    source = Buffer.from(clean.svg, 'utf8');
  }
  // The header only (no pixel decoded): a 1 × 39,000,000 PNG is refused here in milliseconds.
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(DIAGRAM_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height || !['png', 'jpeg', 'svg'].includes(meta.format ?? ''))
    throw invalid(DIAGRAM_MESSAGES.unreadable);
  const problem = diagramSizeProblem(meta.width, meta.height, kind === 'svg' ? 'svg' : 'bitmap');
  if (problem) throw invalid(problem);
  // Drawn once, on white, upright, at the largest size kept; every smaller try starts from it.
  let drawn: { data: Buffer; info: OutputInfo };
  try {
    // A vector drawing is drawn at the stored width (72 dpi is its natural size).
    const density =
      kind === 'svg' ? Math.min(600, Math.max(1, (72 * DIAGRAM_WIDTH) / meta.width)) : undefined;
    drawn = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, density })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({
        width: DIAGRAM_WIDTH,
        height: DIAGRAM_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: kind !== 'svg',
      })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(DIAGRAM_MESSAGES.unreadable);
  }
  const { width, height, channels } = drawn.info;
  for (const targetWidth of WIDTHS) {
    if (targetWidth > width && targetWidth !== WIDTHS[0]) continue;
    for (const quality of QUALITIES) {
      const out = await sharp(drawn.data, { raw: { width, height, channels } })
        .resize({ width: Math.min(targetWidth, width), withoutEnlargement: true })
        .webp({ quality, effort: 5, smartSubsample: true })
        .toBuffer({ resolveWithObject: true });
      if (out.data.length <= MAX_DIAGRAM_BYTES)
        return {
          id: createHash('sha256').update(out.data).digest('hex').slice(0, 32),
          data: out.data,
          width: out.info.width,
          height: out.info.height,
          bytes: out.data.length,
        };
    }
  }
  throw invalid(DIAGRAM_MESSAGES.tooDetailed);
}
