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
} as const;

/** A CSV row's diagram from its `image` and `image_alt` cells: null without one, or why not. */
export function imageOfCells(image: string, alt: string): ImageDraft | null | string {
  if (!image && !alt) return null;
  if (!image) return DIAGRAM_MESSAGES.altWithoutImage;
  if (!alt) return DIAGRAM_MESSAGES.altRequired;
  if (alt.length > MAX_DIAGRAM_ALT) return DIAGRAM_MESSAGES.altTooLong;
  return { ref: image, alt };
}
