#!/usr/bin/env node
// Draws the app icons (PNG) of the web app manifest with Node built-ins only (zlib for PNG compression).
// The drawing is the Lumen Casino mark of the shell's logo: a rounded tile in the action gradient holding a
// dark four-point star with a light centre. Run: node apps/web/scripts/make-icons.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });

const FROM = [0xff, 0xb3, 0x47];
const TO = [0xff, 0x7a, 0x18];
const STAR = [0x1a, 0x12, 0x06];
const LIGHT = [0xff, 0xf7, 0xe8];
// The mark is drawn in a 32-unit box, like the logo's SVG viewBox.
const STAR_POINTS = [
  [16, 5.5],
  [18.4, 13.6],
  [26.5, 16],
  [18.4, 18.4],
  [16, 26.5],
  [13.6, 18.4],
  [5.5, 16],
  [13.6, 13.6],
];

/** Colour [r, g, b, a] (0..1 alpha) of one point of the mark, in mark units. */
function sample(x, y, fullBleed) {
  const inTile = fullBleed || insideRoundedSquare(x, y, 32, 9);
  if (!inTile) return [0, 0, 0, 0];
  const t = Math.min(1, Math.max(0, (x + y) / 64));
  let colour = FROM.map((c, i) => c + (TO[i] - c) * t);
  const d = Math.hypot(x - 16, y - 16);
  if (d < 10) colour = mix(colour, LIGHT, 0.9 * (1 - d / 10) * 0.55);
  if (insidePolygon(x, y, STAR_POINTS)) colour = STAR;
  if (d < 1.9) colour = LIGHT;
  return [...colour, 1];
}

function mix(a, b, amount) {
  return a.map((c, i) => c + (b[i] - c) * amount);
}

function insideRoundedSquare(x, y, size, radius) {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Renders the mark at `size` px with 4×4 supersampling. */
function render(size, { fullBleed }) {
  const pixels = Buffer.alloc(size * size * 4);
  const grid = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const x = ((px + (sx + 0.5) / grid) / size) * 32;
          const y = ((py + (sy + 0.5) / grid) / size) * 32;
          const [cr, cg, cb, ca] = sample(x, y, fullBleed);
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const offset = (py * size + px) * 4;
      const n = grid * grid;
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round((a / n) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  // Maskable: the tile fills the square; the star stays inside the 80 % safe circle.
  { file: 'icon-maskable-192.png', size: 192, fullBleed: true },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

for (const { file, size, fullBleed } of icons) {
  writeFileSync(new URL(file, outDir), png(size, render(size, { fullBleed })));
  console.log(`wrote public/icons/${file} (${size}×${size})`);
}
