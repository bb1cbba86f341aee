import crypto from 'node:crypto';

let lastMs = 0;
let counter = 0;
const COUNTER_MAX = 2 ** 42 - 1;

/**
 * A UUIDv7 (RFC 9562, method 1: a 42-bit counter after the millisecond timestamp), increasing
 * within this process. Questions of one upload share created_at (one transaction), so the Manage
 * order (level, created_at, id) needs ids that follow insertion order to show a file's rows in
 * the order they were in the file, and to make export → upload keep that order.
 */
export function orderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > COUNTER_MAX) {
    lastMs++;
    counter = 0;
  }
  const hi = Math.floor(counter / 2 ** 30); // 12 bits (rand_a)
  const lo = counter % 2 ** 30; // 30 bits (top of rand_b)
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes.writeUInt16BE(0x7000 | hi, 6);
  bytes.writeUInt32BE(0x80000000 + lo, 8);
  crypto.randomFillSync(bytes, 12, 4);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
