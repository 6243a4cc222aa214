// No text in the pictures, so no font is needed for Persian shaping.
import sharp from 'sharp';
import { itemAt } from '../../lib/lookup.js';
import type { SeededRandom } from './random.js';

export type Icon =
  | 'phone'
  | 'tablet'
  | 'powerbank'
  | 'laptop'
  | 'monitor'
  | 'mouse'
  | 'headphones'
  | 'watch'
  | 'speaker'
  | 'blender'
  | 'fridge'
  | 'vacuum'
  | 'shirt'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'lipstick'
  | 'bottle'
  | 'dryer'
  | 'book'
  | 'pencil'
  | 'dumbbell'
  | 'ball'
  | 'backpack'
  | 'tent'
  | 'teddy'
  | 'babybottle'
  | 'boardgame';

export interface EncodedPicture {
  mimeType: 'image/webp' | 'image/png';
  width: number;
  height: number;
  data: Buffer;
}

const BODY = 'url(#m)';
const SCREEN = 'url(#s)';
const SHINE = 'fill="#fff" opacity="0.35"';

const ICONS: Record<Icon, string> = {
  phone: `<rect x="285" y="140" width="230" height="520" rx="40" fill="${BODY}"/><rect x="300" y="172" width="200" height="456" rx="22" fill="${SCREEN}"/><circle cx="400" cy="156" r="6" fill="#111"/><path d="M310 190 L380 190 L310 300 Z" ${SHINE}/>`,
  tablet: `<rect x="170" y="170" width="460" height="470" rx="36" fill="${BODY}"/><rect x="192" y="192" width="416" height="426" rx="16" fill="${SCREEN}"/><circle cx="400" cy="181" r="5" fill="#111"/><path d="M200 200 L330 200 L200 360 Z" ${SHINE}/>`,
  powerbank: `<rect x="290" y="180" width="220" height="400" rx="34" fill="${BODY}"/><rect x="320" y="220" width="160" height="90" rx="14" fill="${SCREEN}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${350 + i * 33}" cy="540" r="9" fill="#9f9"/>`).join('')}<path d="M400 580 C400 650 520 640 560 600" stroke="#333" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  laptop: `<rect x="180" y="180" width="440" height="300" rx="18" fill="${BODY}"/><rect x="198" y="198" width="404" height="262" rx="6" fill="${SCREEN}"/><path d="M130 500 L670 500 L640 560 L160 560 Z" fill="${BODY}"/><rect x="360" y="504" width="80" height="10" rx="5" fill="#000" opacity="0.25"/>`,
  monitor: `<rect x="130" y="160" width="540" height="340" rx="16" fill="${BODY}"/><rect x="146" y="176" width="508" height="296" rx="6" fill="${SCREEN}"/><rect x="372" y="500" width="56" height="100" fill="${BODY}"/><rect x="280" y="592" width="240" height="26" rx="13" fill="${BODY}"/>`,
  mouse: `<ellipse cx="400" cy="410" rx="130" ry="205" fill="${BODY}"/><path d="M400 205 L400 360" stroke="#000" stroke-opacity="0.3" stroke-width="6"/><rect x="388" y="255" width="24" height="58" rx="12" fill="${SCREEN}"/><ellipse cx="350" cy="330" rx="30" ry="70" ${SHINE}/>`,
  headphones: `<path d="M230 460 C230 200 570 200 570 460" stroke="${BODY}" stroke-width="44" fill="none" stroke-linecap="round"/><rect x="180" y="400" width="110" height="190" rx="48" fill="${BODY}"/><rect x="510" y="400" width="110" height="190" rx="48" fill="${BODY}"/><rect x="270" y="420" width="28" height="150" rx="12" fill="${SCREEN}"/><rect x="502" y="420" width="28" height="150" rx="12" fill="${SCREEN}"/>`,
  watch: `<rect x="330" y="120" width="140" height="560" rx="40" fill="${BODY}"/><rect x="270" y="250" width="260" height="300" rx="70" fill="#222"/><rect x="290" y="270" width="220" height="260" rx="56" fill="${SCREEN}"/><rect x="530" y="340" width="20" height="60" rx="8" fill="#444"/>`,
  speaker: `<rect x="240" y="160" width="320" height="480" rx="60" fill="${BODY}"/><circle cx="400" cy="470" r="110" fill="#222"/><circle cx="400" cy="470" r="70" fill="${SCREEN}"/><circle cx="400" cy="270" r="50" fill="#222"/><circle cx="400" cy="270" r="26" fill="${SCREEN}"/>`,
  blender: `<path d="M300 170 L500 170 L470 470 L330 470 Z" fill="${SCREEN}" opacity="0.85"/><rect x="290" y="150" width="220" height="34" rx="12" fill="#333"/><path d="M340 440 L460 440 L520 640 L280 640 Z" fill="${BODY}"/><circle cx="400" cy="560" r="26" fill="#eee"/><path d="M330 200 L360 200 L345 420 Z" ${SHINE}/>`,
  fridge: `<rect x="250" y="110" width="300" height="580" rx="26" fill="${BODY}"/><rect x="250" y="300" width="300" height="8" fill="#000" opacity="0.25"/><rect x="500" y="170" width="16" height="90" rx="8" fill="#ddd"/><rect x="500" y="340" width="16" height="130" rx="8" fill="#ddd"/><path d="M270 130 L330 130 L270 280 Z" ${SHINE}/>`,
  vacuum: `<ellipse cx="310" cy="520" rx="140" ry="110" fill="${BODY}"/><circle cx="250" cy="610" r="36" fill="#333"/><circle cx="380" cy="615" r="30" fill="#333"/><path d="M380 450 C480 300 520 260 560 200" stroke="#444" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="520" y="160" width="40" height="470" rx="16" fill="#666" transform="rotate(12 540 400)"/><rect x="540" y="600" width="140" height="40" rx="14" fill="${BODY}"/>`,
  shirt: `<path d="M300 160 L360 140 C380 190 420 190 440 140 L500 160 L640 260 L580 350 L530 320 L530 660 L270 660 L270 320 L220 350 L160 260 Z" fill="${BODY}"/><path d="M360 140 C380 190 420 190 440 140" stroke="#000" stroke-opacity="0.25" stroke-width="8" fill="none"/>`,
  dress: `<path d="M340 130 L460 130 L470 290 L600 670 L200 670 L330 290 Z" fill="${BODY}"/><rect x="328" y="280" width="144" height="26" rx="8" fill="${SCREEN}"/><path d="M360 320 L390 320 L300 640 L260 640 Z" ${SHINE}/>`,
  shoe: `<path d="M150 520 C150 430 210 380 260 370 L350 400 L430 330 C470 320 500 340 520 380 L600 440 C650 460 670 500 660 560 L150 560 Z" fill="${BODY}"/><rect x="140" y="550" width="530" height="50" rx="20" fill="#f4f4f4"/><path d="M360 410 L420 370 M380 430 L440 390 M400 450 L460 410" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  bag: `<path d="M310 300 C310 170 490 170 490 300" stroke="#5a3a22" stroke-width="26" fill="none"/><rect x="200" y="290" width="400" height="360" rx="40" fill="${BODY}"/><rect x="200" y="380" width="400" height="14" fill="#000" opacity="0.2"/><rect x="380" y="370" width="40" height="50" rx="8" fill="#e8c565"/>`,
  lipstick: `<rect x="320" y="420" width="160" height="260" rx="18" fill="#222"/><rect x="330" y="340" width="140" height="100" rx="10" fill="#d4af37"/><path d="M345 340 L345 210 L455 160 L455 340 Z" fill="${BODY}"/><rect x="340" y="460" width="20" height="180" rx="10" ${SHINE}/>`,
  bottle: `<rect x="290" y="290" width="220" height="380" rx="50" fill="${BODY}"/><rect x="360" y="220" width="80" height="80" fill="#eee"/><path d="M380 220 L380 160 L470 160 L470 185 L410 185 L410 220 Z" fill="#ddd"/><rect x="320" y="400" width="160" height="160" rx="20" fill="${SCREEN}" opacity="0.8"/><rect x="306" y="310" width="26" height="320" rx="13" ${SHINE}/>`,
  dryer: `<circle cx="360" cy="330" r="150" fill="${BODY}"/><rect x="480" y="270" width="170" height="120" rx="30" fill="${BODY}"/><circle cx="360" cy="330" r="80" fill="${SCREEN}"/><rect x="300" y="420" width="90" height="250" rx="36" fill="${BODY}"/><rect x="325" y="500" width="40" height="60" rx="12" fill="#eee"/>`,
  book: `<rect x="240" y="140" width="330" height="500" rx="14" fill="${BODY}"/><rect x="560" y="160" width="22" height="470" fill="#f7f3e8"/><rect x="240" y="140" width="46" height="500" rx="10" fill="#000" opacity="0.22"/><rect x="330" y="240" width="180" height="110" rx="10" fill="${SCREEN}"/><rect x="330" y="390" width="180" height="16" rx="8" fill="#fff" opacity="0.6"/><rect x="330" y="420" width="130" height="16" rx="8" fill="#fff" opacity="0.6"/>`,
  pencil: `<g transform="rotate(-35 400 400)"><rect x="150" y="360" width="420" height="80" fill="${BODY}"/><rect x="150" y="360" width="420" height="26" fill="#fff" opacity="0.25"/><path d="M570 360 L660 400 L570 440 Z" fill="#f1d3a5"/><path d="M638 390 L660 400 L638 410 Z" fill="#333"/><rect x="110" y="360" width="44" height="80" fill="#c0c0c0"/><rect x="70" y="360" width="44" height="80" rx="16" fill="#f08a9a"/></g>`,
  dumbbell: `<rect x="230" y="385" width="340" height="30" rx="12" fill="#888"/><rect x="170" y="280" width="70" height="240" rx="16" fill="${BODY}"/><rect x="120" y="310" width="56" height="180" rx="14" fill="${BODY}"/><rect x="560" y="280" width="70" height="240" rx="16" fill="${BODY}"/><rect x="624" y="310" width="56" height="180" rx="14" fill="${BODY}"/>`,
  ball: `<circle cx="400" cy="400" r="230" fill="${BODY}"/><path d="M170 400 C300 330 500 330 630 400 M400 170 C330 300 330 500 400 630 M240 240 C330 350 470 350 560 240" stroke="#fff" stroke-opacity="0.75" stroke-width="14" fill="none"/><circle cx="320" cy="300" r="50" ${SHINE}/>`,
  backpack: `<path d="M320 200 C320 120 480 120 480 200" stroke="#333" stroke-width="24" fill="none"/><rect x="230" y="190" width="340" height="470" rx="90" fill="${BODY}"/><rect x="290" y="430" width="220" height="180" rx="36" fill="#000" opacity="0.18"/><rect x="290" y="430" width="220" height="24" rx="10" fill="${SCREEN}"/>`,
  tent: `<path d="M400 170 L660 620 L140 620 Z" fill="${BODY}"/><path d="M400 340 L490 620 L310 620 Z" fill="#000" opacity="0.35"/><path d="M400 170 L400 120" stroke="#555" stroke-width="10"/><rect x="110" y="610" width="580" height="20" rx="10" fill="#6b8e4e"/>`,
  teddy: `<circle cx="300" cy="220" r="62" fill="${BODY}"/><circle cx="500" cy="220" r="62" fill="${BODY}"/><circle cx="400" cy="300" r="140" fill="${BODY}"/><ellipse cx="400" cy="530" rx="180" ry="150" fill="${BODY}"/><ellipse cx="400" cy="345" rx="60" ry="45" fill="#f3dfc4"/><circle cx="350" cy="270" r="14" fill="#222"/><circle cx="450" cy="270" r="14" fill="#222"/><circle cx="400" cy="330" r="16" fill="#222"/>`,
  babybottle: `<path d="M350 160 C350 120 450 120 450 160 L460 230 L340 230 Z" fill="#f3c9a8"/><rect x="320" y="225" width="160" height="50" rx="12" fill="${BODY}"/><rect x="310" y="270" width="180" height="390" rx="60" fill="${SCREEN}" opacity="0.85"/>${[0, 1, 2, 3].map((i) => `<rect x="330" y="${340 + i * 70}" width="50" height="8" rx="4" fill="#fff"/>`).join('')}`,
  boardgame: `<rect x="170" y="250" width="460" height="380" rx="20" fill="${BODY}"/>${[0, 1, 2, 3]
    .flatMap((r) =>
      [0, 1, 2, 3].map((c) =>
        (r + c) % 2 === 0
          ? `<rect x="${210 + c * 95}" y="${280 + r * 82}" width="95" height="82" fill="#fff" opacity="0.5"/>`
          : '',
      ),
    )
    .join(
      '',
    )}<rect x="420" y="140" width="120" height="120" rx="20" fill="#fafafa" transform="rotate(15 480 200)"/><circle cx="455" cy="180" r="12" fill="#222"/><circle cx="505" cy="220" r="12" fill="#222"/>`,
};

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;
}

function decorations(random: SeededRandom, hue: number, size: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const r = random.int(size * 0.03, size * 0.12);
    out += `<circle cx="${random.int(0, size)}" cy="${random.int(0, size)}" r="${r}" fill="${hsl(hue + random.int(-20, 20), 70, random.int(86, 97))}" opacity="0.5"/>`;
  }
  return out;
}

function gradients(hue: number, productHue: number, productLightness: number): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 97)}"/><stop offset="1" stop-color="${hsl(hue, 55, 80)}"/></linearGradient>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(productHue, 45, Math.min(productLightness + 18, 90))}"/><stop offset="1" stop-color="${hsl(productHue, 50, Math.max(productLightness - 14, 8))}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(190 + (hue % 40), 85, 70)}"/><stop offset="1" stop-color="${hsl(235 + (hue % 30), 60, 36)}"/></linearGradient>
</defs>`;
}

export interface ProductArtOptions {
  icon: Icon;
  hue: number;
  random: SeededRandom;
}

export function productSvg({ icon, hue, random }: ProductArtOptions): string {
  const productHue = random.chance(0.35) ? hue + random.int(-30, 30) : random.int(0, 359);
  const lightness = random.pick([22, 35, 48, 58]);
  const tilt = random.int(-8, 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${gradients(hue, productHue, lightness)}
<rect width="800" height="800" fill="url(#bg)"/>${decorations(random, hue, 800)}
<ellipse cx="400" cy="690" rx="220" ry="30" fill="#000" opacity="0.12"/>
<g transform="rotate(${tilt} 400 400)">${ICONS[icon]}</g></svg>`;
}

export function categorySvg(icon: Icon, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 800 800">${gradients(hue, hue + 15, 45)}
<rect width="800" height="800" fill="${hsl(hue, 70, 97)}"/><circle cx="400" cy="400" r="380" fill="url(#bg)"/>
<g transform="translate(80 80) scale(0.8)">${ICONS[icon]}</g></svg>`;
}

export function brandSvg(index: number, hue: number): string {
  const sides = 3 + (index % 5);
  const points = (radius: number, turn: number) =>
    Array.from({ length: sides }, (_, i) => {
      const angle = (Math.PI * 2 * i) / sides + turn;
      return `${(200 + radius * Math.sin(angle)).toFixed(1)},${(200 - radius * Math.cos(angle)).toFixed(1)}`;
    }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#fff"/><circle cx="200" cy="200" r="170" fill="${hsl(hue, 60, 94)}"/>
<polygon points="${points(130, 0)}" fill="${hsl(hue, 65, 45)}"/><polygon points="${points(78, Math.PI / sides)}" fill="${hsl(hue + 40, 70, 70)}"/>
<circle cx="200" cy="200" r="28" fill="#fff"/></svg>`;
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5a6e"/><stop offset="1" stop-color="#c2185b"/></linearGradient></defs>
<rect width="512" height="512" rx="112" fill="url(#g)"/>
<path d="M176 214 L236 112 M336 214 L276 112" stroke="#fff" stroke-width="30" stroke-linecap="round"/>
<path d="M96 214 L416 214 L382 396 C378 414 364 424 346 424 L166 424 C148 424 134 414 130 396 Z" fill="#fff"/>
<path d="M196 262 L206 376 M256 262 L256 376 M316 262 L306 376" stroke="#c2185b" stroke-width="22" stroke-linecap="round"/></svg>`;
}

export function blogSvg(icon: Icon, hue: number, random: SeededRandom): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">${gradients(hue, hue + 25, 45)}
<rect width="800" height="450" fill="url(#bg)"/>${decorations(random, hue, 800)}
<g transform="translate(420 20) scale(0.5)">${ICONS[icon]}</g>
<rect x="60" y="150" width="300" height="26" rx="13" fill="${hsl(hue, 40, 40)}" opacity="0.5"/><rect x="60" y="200" width="220" height="18" rx="9" fill="${hsl(hue, 40, 40)}" opacity="0.3"/><rect x="60" y="236" width="260" height="18" rx="9" fill="${hsl(hue, 40, 40)}" opacity="0.3"/></svg>`;
}

const WEBP = { quality: 80, effort: 0 } as const;

export async function encodeWebp(svg: string): Promise<EncodedPicture> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().webp(WEBP).toBuffer({ resolveWithObject: true });
  return { mimeType: 'image/webp', width: info.width, height: info.height, data };
}

export async function encodePng(svg: string): Promise<EncodedPicture> {
  const { data, info } = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { mimeType: 'image/png', width: info.width, height: info.height, data };
}

// Variations of one render, so one SVG rasterisation serves up to four pictures.
export async function encodeProductGallery(svg: string, count: number): Promise<EncodedPicture[]> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = [
    () => sharp(data, raw),
    () => sharp(data, raw).flop(),
    () =>
      sharp(data, raw).extract({ left: 110, top: 100, width: 580, height: 580 }).resize(800, 800, { kernel: 'linear' }),
    () =>
      sharp(data, raw).recomb([
        [0, 1, 0],
        [0, 0, 1],
        [1, 0, 0],
      ]),
  ];
  return Promise.all(
    variants.slice(0, count).map(async (variant) => {
      const out = await variant().webp(WEBP).toBuffer({ resolveWithObject: true });
      return { mimeType: 'image/webp' as const, width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
}

export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(itemAt(items, index), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
