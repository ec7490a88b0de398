// Renders the installable app's icons from our own brand mark (components/ui/brand.tsx: a
// white lucide Leaf on an emerald-700 circle) to the PNGs in apps/web/public/icons/.
// Run it again after changing the mark: `node scripts/render-app-icons.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Leaf } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

const EMERALD_700 = '#047857';
// In the brand mark the leaf is 18 px in a 32 px circle.
const LEAF_SHARE = 18 / 32;
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');

/** The leaf centred at (size / 2) with the given width, white as in the mark. */
function leaf(size, leafSize) {
  const offset = (size - leafSize) / 2;
  return renderToStaticMarkup(
    createElement(Leaf, { size: leafSize, color: '#ffffff', x: offset, y: offset }),
  );
}

/**
 * `round`: the mark as it is, a circle on a transparent square (Chrome's "any" icons).
 * Otherwise the emerald fills the square: a maskable icon (the launcher cuts its own shape,
 * keeping at least the middle 80 %, so the leaf keeps its share of that zone) and Apple's
 * touch icon (iOS fills transparency with black and rounds the corners itself).
 */
function markSvg(size, { round, safeZone = 1 }) {
  const background = round
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${EMERALD_700}"/>`
    : `<rect width="${size}" height="${size}" fill="${EMERALD_700}"/>`;
  const leafSize = Math.round(size * safeZone * LEAF_SHARE);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}${leaf(size, leafSize)}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, round: true },
  { file: 'icon-512.png', size: 512, round: true },
  { file: 'icon-512-maskable.png', size: 512, round: false, safeZone: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, round: false, safeZone: 0.9 },
];

mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(markSvg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, icon.file));
  console.info(`wrote ${path.join('apps/web/public/icons', icon.file)}`);
}
