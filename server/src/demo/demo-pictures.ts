import type * as DiceBearCollection from '@dicebear/collection';
import type * as DiceBearCore from '@dicebear/core';
import type { Style } from '@dicebear/core';
import sharp from 'sharp';

/**
 * DiceBear's collection takes ~0.7 s to load: only a first start that seeds the demo needs it,
 * so it is loaded then rather than on every start (decision 024, warm start).
 */
let diceBear: Promise<[typeof DiceBearCore, typeof DiceBearCollection]> | undefined;
const loadDiceBear = () =>
  (diceBear ??= Promise.all([import('@dicebear/core'), import('@dicebear/collection')]));

/**
 * Demo imagery made on this machine at seed time (nothing is downloaded): illustrated faces for
 * the members and, for the moments, pictures composed per category. The same seed always gives the
 * same picture. DiceBear's lorelei, shapes and rings styles are CC0.
 */

const webp = (svg: string, quality = 82) => sharp(Buffer.from(svg)).webp({ quality }).toBuffer();

const hex = (color: string) => color.replace('#', '');

/** An illustrated face on the member's colour (480 px, the app's upload format). */
export async function demoAvatar(name: string, colors: [string, string]): Promise<Buffer> {
  const [{ createAvatar }, { lorelei }] = await loadDiceBear();
  const svg = createAvatar(lorelei, {
    seed: name,
    size: 480,
    backgroundColor: colors.map(hex),
    backgroundType: ['gradientLinear'],
    // Friendly faces only: a directory of frowns would not invite anyone to chat.
    mouth: Array.from({ length: 18 }, (_, i) => `happy${String(i + 1).padStart(2, '0')}`) as never,
    glassesProbability: 15,
  }).toString();
  return webp(svg, 85);
}

/** A small deterministic generator (mulberry32), so a moment's picture never changes. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: string[][] = [
  ['#ffd8a8', '#f76707', '#862e9c', '#fff4e6'],
  ['#a5d8ff', '#1c7ed6', '#0b7285', '#e7f5ff'],
  ['#fcc2d7', '#d6336c', '#5f3dc4', '#fff0f6'],
  ['#b2f2bb', '#2f9e44', '#1864ab', '#ebfbee'],
  ['#ffec99', '#f59f00', '#c92a2a', '#fff9db'],
  ['#d0bfff', '#7048e8', '#e8590c', '#f3f0ff'],
];

const W = 800;
const H = 600;
type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

/** Hills under a sky at some hour of the day (travel, general). */
function landscape(rand: Rand, [light, main, deep, pale]: string[]) {
  const sunX = 100 + rand() * 600;
  const sunY = 90 + rand() * 160;
  const dusk = rand() < 0.4;
  const sky = dusk ? [deep!, main!] : [light!, pale!];
  const layers = Array.from({ length: 3 + Math.floor(rand() * 2) }, (_, i) => {
    const base = 330 + i * 70 + rand() * 30;
    const peaks = Array.from(
      { length: 4 },
      (_, k) => `${(k + 0.5) * 200 + rand() * 80 - 40} ${base - 60 - rand() * 120}`,
    );
    const fill = [main, deep, '#343a40', '#212529'][i]!;
    return `<path d="M0 ${base} L${peaks.join(' L')} L800 ${base} V600 H0 Z" fill="${fill}" fill-opacity="${0.55 + i * 0.15}"/>`;
  });
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${50 + rand() * 40}" fill="${dusk ? '#ffe066' : '#ffffff'}" fill-opacity="0.9"/>
    ${layers.join('')}`;
}

/** A table seen from above: a plate, a cup and crumbs (food). */
function table(rand: Rand, [light, main, deep, pale]: string[]) {
  const plateX = 260 + rand() * 140;
  const plateY = 260 + rand() * 80;
  const cupX = plateX + 250 + rand() * 60;
  const crumbs = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${rand() * W}" cy="${rand() * H}" r="${3 + rand() * 6}" fill="${pick(rand, [main, deep, light])}" fill-opacity="0.7"/>`,
  );
  const food = Array.from(
    { length: 5 },
    () =>
      `<circle cx="${plateX + (rand() - 0.5) * 150}" cy="${plateY + (rand() - 0.5) * 150}" r="${22 + rand() * 26}" fill="${pick(rand, [main, deep, '#40c057', '#fab005'])}"/>`,
  );
  return `<rect width="${W}" height="${H}" fill="${pale}"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 100}" width="50" height="${H}" fill="${light}" fill-opacity="0.45"/>`).join('')}
    ${crumbs.join('')}
    <circle cx="${plateX}" cy="${plateY}" r="170" fill="#ffffff"/>
    <circle cx="${plateX}" cy="${plateY}" r="130" fill="none" stroke="${light}" stroke-width="6"/>
    ${food.join('')}
    <circle cx="${cupX}" cy="${plateY - 120}" r="70" fill="#ffffff"/>
    <circle cx="${cupX}" cy="${plateY - 120}" r="52" fill="#7f4f24"/>
    <circle cx="${cupX - 8}" cy="${plateY - 128}" r="18" fill="#f1e3d3" fill-opacity="0.85"/>`;
}

/** A city at night with lit windows (culture, hobbies). */
function skyline(rand: Rand, [light, main, deep]: string[]) {
  let x = 0;
  const buildings: string[] = [];
  while (x < W) {
    const w = 60 + rand() * 70;
    const h = 180 + rand() * 280;
    const windows: string[] = [];
    for (let wy = H - h + 20; wy < H - 30; wy += 34) {
      for (let wx = x + 12; wx < x + w - 18; wx += 24) {
        if (rand() < 0.45)
          windows.push(
            `<rect x="${wx}" y="${wy}" width="12" height="18" fill="#ffe066" fill-opacity="${0.5 + rand() * 0.5}"/>`,
          );
      }
    }
    buildings.push(
      `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${pick(rand, ['#212529', '#343a40', deep])}"/>${windows.join('')}`,
    );
    x += w + 4;
  }
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${rand() * W}" cy="${rand() * 260}" r="${1 + rand() * 2}" fill="#ffffff" fill-opacity="0.8"/>`,
  );
  return `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1f3b"/><stop offset="1" stop-color="${main}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#night)"/>${stars.join('')}
    <circle cx="${120 + rand() * 560}" cy="${80 + rand() * 60}" r="40" fill="${light}"/>
    ${buildings.join('')}`;
}

/** Shelves of books with spines of every colour (books). */
function bookshelf(rand: Rand, [light, main, deep]: string[]) {
  const shelves: string[] = [];
  for (let row = 0; row < 3; row++) {
    const floor = 190 + row * 190;
    let x = 30;
    while (x < W - 60) {
      const w = 22 + rand() * 30;
      const h = 110 + rand() * 55;
      const color = pick(rand, [light, main, deep, '#364fc7', '#2b8a3e', '#e03131', '#f8f9fa']);
      const tilt = rand() < 0.08 ? ` transform="rotate(-8 ${x} ${floor})"` : '';
      shelves.push(
        `<rect x="${x}" y="${floor - h}" width="${w}" height="${h}" rx="3" fill="${color}"${tilt}/>`,
        `<rect x="${x + 4}" y="${floor - h + 18}" width="${w - 8}" height="6" fill="#ffffff" fill-opacity="0.5"/>`,
      );
      x += w + 2 + (rand() < 0.1 ? 40 : 0);
    }
    shelves.push(`<rect x="0" y="${floor}" width="${W}" height="14" fill="#5c3d1e"/>`);
  }
  return `<rect width="${W}" height="${H}" fill="#8b5e34"/><rect x="16" y="0" width="${W - 32}" height="${H}" fill="#6f4a27"/>${shelves.join('')}`;
}

/** An abstract DiceBear composition, scaled to the picture (books, language learning, music). */
async function abstract(style: 'shapes' | 'rings', seed: string) {
  const [{ createAvatar }, collection] = await loadDiceBear();
  const art = createAvatar(collection[style] as Style<object>, { seed, size: H }).toString();
  return `<rect width="${W}" height="${H}" fill="#f8f9fa"/>
    <image x="0" y="${-(W - H) / 2}" width="${W}" height="${W}" preserveAspectRatio="xMidYMid slice" href="data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}"/>`;
}

/** A moment's picture: the kind of picture follows its category, the details its seed. */
export async function momentPicture(category: string, seed: number): Promise<Buffer> {
  const rand = random(seed * 7919 + category.length);
  const palette = PALETTES[seed % PALETTES.length]!;
  let body: string;
  switch (category) {
    case 'food':
      body = table(rand, palette);
      break;
    case 'culture':
      body = skyline(rand, palette);
      break;
    case 'hobbies':
      body = await abstract('shapes', `hobbies-${seed}`);
      break;
    case 'music':
      body = await abstract('rings', `music-${seed}`);
      break;
    case 'books':
      body = bookshelf(rand, palette);
      break;
    case 'language-learning':
      body = await abstract('shapes', `words-${seed}`);
      break;
    default:
      body = landscape(rand, palette);
  }
  return webp(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);
}
