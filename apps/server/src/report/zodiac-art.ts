import { createRequire } from 'node:module';
import type { ZodiacAnimal } from '@storycat/contract/report-texts';

const require = createRequire(import.meta.url);

/** Microsoft Fluent Emoji (flat, MIT) artwork for each zodiac animal, by its Iconify name. */
const ICONS: Record<ZodiacAnimal, string> = {
  Rat: 'rat',
  Ox: 'ox',
  Tiger: 'tiger-face',
  Rabbit: 'rabbit-face',
  Dragon: 'dragon-face',
  Snake: 'snake',
  Horse: 'horse-face',
  Goat: 'goat',
  Monkey: 'monkey-face',
  Rooster: 'rooster',
  Dog: 'dog-face',
  Pig: 'pig-face',
};

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}
let set: IconSet | undefined;

/** A standalone SVG of the animal (viewBox of the icon set), or undefined for an unknown animal. */
export function zodiacSvg(animal: string, size = 256): string | undefined {
  const name = ICONS[animal as ZodiacAnimal];
  if (!name) return undefined;
  set ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  const icon = set.icons[name];
  if (!icon) return undefined;
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

export const ZODIAC_ANIMALS = Object.keys(ICONS) as ZodiacAnimal[];
