/**
 * Diagrams (issue 14 item 2): an optional picture per question, with a required description (its
 * alt text). Admins upload PNG, JPEG or SVG; the server stores every diagram as one WebP of at
 * most MAX_DIAGRAM_BYTES, named by a hash of its bytes, and serves it under a URL that never
 * changes (so phones cache it for a year). ADR 0029.
 */

/** What the file picker offers (the server reads the bytes, not the name or type). */
export const DIAGRAM_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
/** The uploaded file's cap, before it is resized and compressed. */
export const MAX_DIAGRAM_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Each stored diagram is a WebP of at most this many bytes. */
export const MAX_DIAGRAM_BYTES = 30 * 1024;
/** Stored width for a sharp picture on a 360 px phone at 2× (never enlarged beyond the source). */
export const DIAGRAM_WIDTH = 720;
export const DIAGRAM_MAX_HEIGHT = 1280;
export const MAX_DIAGRAM_ALT = 500;

/**
 * Refused from the header, before a pixel is decoded (issue 21 item 6, ADR 0029 amendment): a
 * longer side more than MAX_DIAGRAM_ASPECT times the shorter (a 1 × 39,000,000 PNG is 76 KB and
 * took 10 s to decode; at 20:1 a 720 px wide number line is still 36 px tall, anything thinner
 * is unreadable on a phone anyway), a side longer than MAX_DIAGRAM_SIDE or more than
 * MAX_DIAGRAM_PIXELS (an A4 page scanned at 600 dpi, 4960 × 7016, fits both).
 */
export const MAX_DIAGRAM_SIDE = 10_000;
export const MAX_DIAGRAM_PIXELS = 40_000_000;
export const MAX_DIAGRAM_ASPECT = 20;
/** An SVG is refused before it is drawn if its references chain deeper or expand to more. */
export const MAX_SVG_REFERENCE_DEPTH = 6;
export const MAX_SVG_DRAWN_ELEMENTS = 20_000;

/** A stored diagram's name: 32 hex digits (the first half of the SHA-256 of its WebP bytes). */
export const DIAGRAM_ID = /^[0-9a-f]{32}$/;

/** A question's diagram as quiz, review, results and admin screens show it. */
export type QuestionImage = { id: string; alt: string; width: number; height: number };

/** Where a stored diagram is served (immutable: the name is the hash of the bytes). */
export function diagramUrl(id: string): string {
  return `/api/images/${id}.webp`;
}

/** The `image` cell of an upload CSV: a stored diagram's file name as export writes it. */
export function diagramFileName(id: string): string {
  return `${id}.webp`;
}

/** The diagram id a CSV `image` cell names (`<id>.webp` or `<id>`), or null when it names none. */
export function diagramIdOf(cell: string): string | null {
  const id = cell
    .trim()
    .toLowerCase()
    .replace(/\.webp$/, '');
  return DIAGRAM_ID.test(id) ? id : null;
}

/** A question's diagram before it is stored: `ref` names a stored diagram (or, in content/, a file). */
export type ImageDraft = { ref: string; alt: string };

export const DIAGRAM_MESSAGES = {
  altRequired: 'Describe the diagram (its alt text) for students who cannot see it',
  altWithoutImage: 'image_alt is filled but image is empty',
  altTooLong: `The diagram's description must be at most ${MAX_DIAGRAM_ALT} characters`,
  unknownImage: (ref: string) =>
    `image ${ref} is not a stored diagram: add it with the manual form, or export a level that has it`,
  notAnImage: 'Upload a PNG, JPEG or SVG image',
  tooLarge: 'Image must be less than 5MB',
  unreadable: 'This image could not be read',
  unsafeSvg:
    'This SVG declares entities (<!DOCTYPE>/<!ENTITY>), which are not accepted: save it as plain SVG',
  tooDetailed: 'This image cannot be compressed to 30 KB: crop it or simplify it',
  tooBig: `This image is too big: at most ${MAX_DIAGRAM_SIDE.toLocaleString('en')} pixels a side and ${MAX_DIAGRAM_PIXELS / 1_000_000} megapixels. Resize it`,
  tooThin: `This image is too long and thin: its longer side must be at most ${MAX_DIAGRAM_ASPECT} times its shorter side. Crop it`,
  tooSlow: 'This image took too long to read: simplify it or save it as a smaller file',
  svgTooComplex: `This SVG repeats <use> copies too deeply (more than ${MAX_SVG_REFERENCE_DEPTH} levels) or draws over ${MAX_SVG_DRAWN_ELEMENTS.toLocaleString('en')} shapes once they are counted: flatten or simplify it`,
} as const;

/** Why a picture of this size is refused before it is decoded, or null when it is accepted. */
export function diagramSizeProblem(
  width: number,
  height: number,
  kind: 'bitmap' | 'svg',
): string | null {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (!(short > 0)) return DIAGRAM_MESSAGES.unreadable;
  if (long / short > MAX_DIAGRAM_ASPECT) return DIAGRAM_MESSAGES.tooThin;
  // A vector drawing is drawn at DIAGRAM_WIDTH whatever size it declares: only its shape counts.
  if (kind === 'bitmap' && (long > MAX_DIAGRAM_SIDE || width * height > MAX_DIAGRAM_PIXELS))
    return DIAGRAM_MESSAGES.tooBig;
  return null;
}

/** A CSV row's diagram from its `image` and `image_alt` cells: null without one, or why not. */
export function imageOfCells(image: string, alt: string): ImageDraft | null | string {
  if (!image && !alt) return null;
  if (!image) return DIAGRAM_MESSAGES.altWithoutImage;
  if (!alt) return DIAGRAM_MESSAGES.altRequired;
  if (alt.length > MAX_DIAGRAM_ALT) return DIAGRAM_MESSAGES.altTooLong;
  return { ref: image, alt };
}
