// Renders the PWA and home-screen icons from public/icons/icon.svg; run after changing the SVG.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir));

const sizes = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['apple-touch-icon.png', 180, 0],
  // Maskable icons keep their content inside the central 80% safe zone.
  ['maskable-512.png', 512, 52],
];

for (const [name, size, inset] of sizes) {
  const inner = size - inset * 2;
  const art = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({
    create: { width: size, height: size, channels: 4, background: inset ? '#0f766e' : { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: art, top: inset, left: inset }])
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, dir).pathname);
  console.log(name);
}
