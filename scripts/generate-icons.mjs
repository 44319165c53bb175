// Draws the app icons (the favicon.svg mark: a white arrow on #8B5CF6) as PNGs for the web app manifest
// and iOS. Run after changing the mark: `node scripts/generate-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const OUT_DIR = fileURLToPath(new URL('../src/client/public/', import.meta.url));
const BRAND = [0x8b, 0x5c, 0xf6];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

// favicon.svg's strokes on its 64-unit grid (width 6, round caps and joins).
const STROKES = [
  [20, 38, 32, 22],
  [32, 22, 44, 38],
  [32, 24, 32, 46],
];
const STROKE_HALF_WIDTH = 3;

function distanceToSegment(x, y, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * One icon. `markScale` shrinks the arrow about the centre (maskable icons keep it inside the safe zone);
 * `cornerRadius` 0 fills the square edge to edge (the platform applies its own mask).
 */
function drawIcon(size, { markScale, cornerRadius }) {
  const png = new PNG({ width: size, height: size });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 64;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          background += 1;
          // Map back onto the mark's own grid, scaled about the centre (32, 32).
          const mx = 32 + (x - 32) / markScale;
          const my = 32 + (y - 32) / markScale;
          if (STROKES.some((stroke) => distanceToSegment(mx, my, stroke) <= STROKE_HALF_WIDTH)) mark += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const whiteShare = background === 0 ? 0 : mark / background;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++) {
        png.data[offset + channel] = Math.round(
          BRAND[channel] * (1 - whiteShare) + WHITE[channel] * whiteShare,
        );
      }
      png.data[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return PNG.sync.write(png);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, markScale: 1, cornerRadius: 14 },
  { file: 'icon-512.png', size: 512, markScale: 1, cornerRadius: 14 },
  // Maskable: the platform crops to a circle or squircle, so the mark stays inside the central 80%.
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.75, cornerRadius: 0 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.9, cornerRadius: 0 },
];

for (const { file, size, ...options } of ICONS) {
  writeFileSync(`${OUT_DIR}${file}`, drawIcon(size, options));
  console.log(`wrote src/client/public/${file}`);
}
