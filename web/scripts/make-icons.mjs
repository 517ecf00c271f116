// Draws the app icons of the web manifest from the one logo, web/public/favicon.svg.
// Run after changing the logo: `node web/scripts/make-icons.mjs` (the PNGs are committed, so a
// build needs neither sharp nor a Korean font). The glyph is text: the machine needs a CJK font
// (Debian: fonts-noto-cjk), else it draws a box.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const logo = fs.readFileSync(path.join(web, 'public/favicon.svg'));
const out = path.join(web, 'public/icons');
const logoColour = /fill="(#[0-9a-f]{6})"/i.exec(logo.toString())?.[1] ?? '#f76707';

/** The logo as it is (rounded square on transparent), for browsers and the install dialog. */
const plain = (size) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

/**
 * Full-bleed: the logo's colour fills the square and the logo sits in the middle `scale` of it,
 * so the platform's own mask (circle, squircle) never cuts the glyph (maskable safe zone: 80 %).
 */
async function fullBleed(size, scale) {
  const inner = Math.round(size * scale);
  const glyph = await plain(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: logoColour } })
    .composite([{ input: glyph, gravity: 'centre' }])
    .png();
}

/** Android's status-bar badge: only the alpha channel counts, so a white glyph on nothing. */
function badge(size) {
  const svg = logo
    .toString()
    .replace(/<rect[^>]*\/>/, '')
    .replace(/fill="#fff"/, 'fill="#ffffff"');
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png();
}

fs.mkdirSync(out, { recursive: true });
const files = {
  'icon-192.png': plain(192),
  'icon-512.png': plain(512),
  'maskable-512.png': await fullBleed(512, 0.8),
  // iOS rounds the corners itself and shows transparency as black.
  'apple-touch-icon.png': await fullBleed(180, 1),
  'badge-96.png': badge(96),
};
for (const [name, image] of Object.entries(files)) {
  await image.toFile(path.join(out, name));
  console.log(`web/public/icons/${name}`);
}
