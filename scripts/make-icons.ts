/**
 * Writes the PWA icons (a white cross on teal) as PNG with Node's zlib, so no
 * image tool is needed. Run once: node scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const TEAL = [15, 118, 110];
const WHITE = [255, 255, 255];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function icon(size: number, padding: number): Buffer {
  const arm = size * 0.1;
  const reach = size / 2 - padding;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const dx = Math.abs(x + 0.5 - size / 2);
      const dy = Math.abs(y + 0.5 - size / 2);
      const cross = (dx <= arm && dy <= reach) || (dy <= arm && dx <= reach);
      row.set(cross ? WHITE : TEAL, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icon-192.png', icon(192, 40));
writeFileSync('public/icon-512.png', icon(512, 104));
writeFileSync('public/icon-512-maskable.png', icon(512, 150));
writeFileSync('public/apple-touch-icon.png', icon(180, 38));
