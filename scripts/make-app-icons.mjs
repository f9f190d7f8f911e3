// Draws the app icons of the web app manifest (§4 install prompt) as PNG files: the site's mark
// (app/[locale]/icon.svg: a ring and a dot on a dark rounded square), anti-aliased by 4×4
// supersampling, encoded with node:zlib. Run once; the PNGs are committed: `node scripts/make-app-icons.mjs`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [0x0c, 0x0b, 0x10];
const FG = [0xf0, 0xa4, 0x5e];

/** Coverage of the mark at a point of the 32-unit icon: 'fg', 'bg' or null (outside the rounded square). */
function paint(x, y, { rounded }) {
  const c = 16;
  const r = Math.hypot(x - c, y - c);
  if (r <= 4 || (r >= 8.5 && r <= 11.5)) return 'fg';
  if (!rounded) return 'bg';
  const k = 8; // corner radius
  const dx = Math.max(k - x, 0, x - (32 - k));
  const dy = Math.max(k - y, 0, y - (32 - k));
  return dx === 0 || dy === 0 || Math.hypot(dx, dy) <= k ? 'bg' : null;
}

function draw(size, options) {
  const rows = [];
  const ss = 4;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let fg = 0;
      let bg = 0;
      for (let sy = 0; sy < ss; sy++) for (let sx = 0; sx < ss; sx++) {
        const hit = paint(((px + (sx + 0.5) / ss) / size) * 32, ((py + (sy + 0.5) / ss) / size) * 32, options);
        if (hit === 'fg') fg++;
        else if (hit === 'bg') bg++;
      }
      const alpha = (fg + bg) / (ss * ss);
      const mix = fg + bg === 0 ? 0 : fg / (fg + bg);
      const at = 1 + px * 4;
      for (let i = 0; i < 3; i++) row[at + i] = Math.round(BG[i] + (FG[i] - BG[i]) * mix);
      row[at + 3] = Math.round(alpha * 255);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size, raw) {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/app-192.png', draw(192, { rounded: true }));
writeFileSync('public/icons/app-512.png', draw(512, { rounded: true }));
// Maskable: full bleed (the platform cuts its own shape), the mark inside the 80 % safe zone.
writeFileSync('public/icons/app-maskable-512.png', draw(512, { rounded: false }));
console.log('public/icons: app-192.png, app-512.png, app-maskable-512.png');
