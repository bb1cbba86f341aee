import zlib from 'node:zlib';

/**
 * Pathological diagram uploads (issue 21 item 6), shared by the API test and `bench/diagram-load.ts`:
 * each is a valid file that costs the decoder or rasteriser far more than its size suggests.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid, all-black 8-bit greyscale PNG (the rows compress ~1000:1, so a 1 × 39,000,000
 * picture is a 76 KB file that decodes to 39 M scanlines).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row is its filter byte then `width` zero bytes.
  const pixels = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * "Billion laughs" with `<use>`: each level is a group of `fanOut` references to the level below,
 * so `levels` levels draw fanOut^levels lines from a file of a few KB.
 */
export function nestedUseSvg(levels = 10, fanOut = 10): string {
  let defs = '<path id="u0" d="M0,0 L100,100" stroke="#000"/>';
  for (let i = 1; i <= levels; i++)
    defs += `<g id="u${i}">${`<use href="#u${i - 1}"/>`.repeat(fanOut)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><defs>${defs}</defs><use href="#u${levels}"/></svg>`;
}

/** A large but legitimate SVG: `count` small squares (about 58 bytes each). */
export function manyRectsSvg(count = 60_000): string {
  let body = '';
  for (let i = 0; i < count; i++)
    body += `<rect x="${i % 200}" y="${Math.floor(i / 200)}" width="1" height="1" fill="#234"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="${Math.ceil(count / 200)}">${body}</svg>`;
}
