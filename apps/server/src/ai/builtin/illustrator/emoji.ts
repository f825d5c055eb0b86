import { createRequire } from 'node:module';
import { recolourArtwork } from './colour.ts';
import { ART, ART_ALIAS } from './things/art.ts';

/**
 * Emoji artwork: Microsoft Fluent Emoji (flat), MIT licence, via @iconify-json/fluent-emoji-flat
 * (credited in docs/CREDITS.md and the web footer). Each icon is an SVG body on a 32×32 grid.
 */
interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}
const require = createRequire(import.meta.url);
let set: IconSet | undefined;
let chars: Record<string, string> | undefined;

function icons(): IconSet {
  set ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return set;
}

export function hasIcon(name: string): boolean {
  const s = icons();
  name = ART_ALIAS[name] ?? name;
  return name in ART || name in s.icons || name in (s.aliases ?? {});
}

export function iconBody(name: string): string {
  // Our own drawings (things/art.ts) first: things the emoji set lacks or draws wrongly.
  const art = ART[name];
  if (art) return art;
  name = ART_ALIAS[name] ?? name;
  const s = icons();
  const own = s.icons[name] ?? s.icons[s.aliases?.[name]?.parent ?? ''];
  if (!own) throw new Error(`unknown emoji ${name}`);
  const sky = OWN_SKY[name];
  return sky ? own.body.replace(sky, '') : own.body;
}

/**
 * A moon an emoji carries in its own picture is no time of day the page set: the tent's crescent put a moon beside
 * the sun of a daytime campsite (decision 0053). The page's sky draws its own sun or moon.
 */
const OWN_SKY: Record<string, RegExp> = {
  tent: /<path fill="#ffb02e"[^>]*\/>/,
};

/** The icon name for an emoji codepoint sequence such as '1F332', or undefined. */
export function iconForHexcode(hexcode: string): string | undefined {
  chars ??= require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>;
  const hex = hexcode.toLowerCase();
  return chars[hex] ?? chars[hex.replace(/-fe0f/g, '')];
}

/** Artwork with letters or numbers on it (a shop's 24H sign): never mirrored, or the sign reads backwards. */
const HAS_TEXT = new Set([
  'convenience-store',
  'hospital',
  'hotel',
  'love-hotel',
  'bank',
  'post-office',
  'japanese-post-office',
  'department-store',
  'school',
  'bus-stop',
  'station',
  'newspaper',
  'calendar',
  'tear-off-calendar',
  'spiral-calendar',
  'clapper-board',
  'red-envelope',
  'name-badge',
  'placard',
  'envelope',
  'ticket',
  'admission-tickets',
  'input-numbers',
  'alarm-clock',
  'mantelpiece-clock',
  'police-car',
  'ambulance',
  'taxi',
  'fire-engine',
  'bus',
  'oncoming-bus',
  'television',
]);

let instance = 0;
/** Ids restart with every picture, so the same input gives byte-identical SVG. */
export function resetIconIds(): void {
  instance = 0;
}
export interface Placement {
  /** top-left corner and edge length of the square the icon fills */
  x: number;
  y: number;
  size: number;
  flip?: boolean;
  opacity?: number;
  rotate?: number;
  /** the artwork in this colour (colour.ts recolourArtwork): the character's 紅色帽子 */
  recolour?: string;
}

/** One icon placed on the canvas; ids inside the artwork are made unique so an icon can repeat. */
export function drawIcon(name: string, p: Placement): string {
  instance += 1;
  let svg = iconBody(name);
  if (p.recolour) svg = recolourArtwork(svg, p.recolour);
  if (svg.includes('id="')) {
    const tag = `i${instance}`;
    svg = svg.replace(/id="([^"]+)"/g, `id="${tag}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${tag}$1)`);
    svg = svg.replace(/href="#([^"]+)"/g, `href="#${tag}$1"`);
  }
  const s = p.size / 32;
  const flip = p.flip && !HAS_TEXT.has(name) ? ` translate(32 0) scale(-1 1)` : '';
  const rot = p.rotate ? ` rotate(${p.rotate.toFixed(1)} 16 16)` : '';
  const op = p.opacity !== undefined && p.opacity < 1 ? ` opacity="${p.opacity.toFixed(2)}"` : '';
  return `<g transform="translate(${p.x.toFixed(1)} ${p.y.toFixed(1)}) scale(${s.toFixed(4)})${flip}${rot}"${op}>${svg}</g>`;
}
