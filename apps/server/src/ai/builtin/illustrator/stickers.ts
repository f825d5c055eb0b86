import { hasIcon, resetIconIds } from './emoji.ts';
import { drawFigure, drawProp } from './figure.ts';
import { speciesFor } from './figure/species.ts';
import { characterLook } from './understand-figure.ts';
import type { StickerId } from '@storycat/contract';
import { renderAsync, sharp } from '../../../lib/native.ts';

/**
 * 「自己畫」 stickers (issue 24): the built-in illustrator's people, animals and props, each drawn alone on a
 * transparent background — the same drawing code as a page picture, so a sticker looks like the book's pictures.
 */
export interface StickerDef {
  /** the illustrator's icon name (people: a figure icon; animals: a species; things: an emoji/art icon) */
  icon: string;
  /** people and animals are drawn whole by figure/; things are props */
  kind: 'figure' | 'prop';
}

/** the pixel size of the longer side of a sticker PNG */
export const STICKER_PX = 256;
const BOX = 600;
const CANVAS = 800;

/** Draws one sticker as its own SVG (transparent background; no shadow on the ground). */
export function stickerSvg(def: StickerDef): string {
  resetIconIds();
  const b = { x: (CANVAS - BOX) / 2, y: (CANVAS - BOX) / 2, size: BOX, flip: false };
  const body =
    def.kind === 'figure' && !speciesFor(def.icon)
      ? drawFigure({ icon: def.icon, isMainCharacter: false, look: characterLook(def.icon, '', '') }, b, true)
      : drawProp(def.icon, b, true, false);
  // the ground shadow is a picture's, not a sticker's
  const clean = body.replace(/<ellipse [^>]*fill="#000000" opacity="[0-9.]+"\/>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${clean}</svg>`;
}

/** SVG → transparent PNG, trimmed to the drawing and fitted into STICKER_PX × STICKER_PX (aspect kept). */
export async function renderSticker(def: StickerDef): Promise<Buffer> {
  if (def.kind === 'prop' && !speciesFor(def.icon) && !hasIcon(def.icon))
    throw new Error(`unknown sticker icon ${def.icon}`);
  const img = await renderAsync(stickerSvg(def), { font: { loadSystemFonts: false } });
  const raw = { width: img.width, height: img.height, channels: 4 as const, premultiplied: true };
  const trimmed = await sharp(img.pixels, { raw }).png().toBuffer();
  return sharp(trimmed)
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
    .resize(STICKER_PX, STICKER_PX, { fit: 'inside' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** What each catalogue sticker is in the illustrator's terms (labels: the contract's STICKER_LABELS). */
export const STICKER_DEFS: Record<StickerId, StickerDef> = {
  boy: { icon: 'boy', kind: 'figure' },
  girl: { icon: 'girl', kind: 'figure' },
  grandma: { icon: 'old-woman', kind: 'figure' },
  cat: { icon: 'cat', kind: 'figure' },
  dog: { icon: 'dog', kind: 'figure' },
  rabbit: { icon: 'rabbit', kind: 'figure' },
  bear: { icon: 'bear', kind: 'figure' },
  bird: { icon: 'bird', kind: 'figure' },
  fish: { icon: 'fish', kind: 'figure' },
  tree: { icon: 'deciduous-tree', kind: 'prop' },
  flower: { icon: 'tulip', kind: 'prop' },
  house: { icon: 'house', kind: 'prop' },
  sun: { icon: 'sun', kind: 'prop' },
  cloud: { icon: 'cloud', kind: 'prop' },
  rainbow: { icon: 'rainbow', kind: 'prop' },
  star: { icon: 'star', kind: 'prop' },
  ball: { icon: 'soccer-ball', kind: 'prop' },
  balloon: { icon: 'balloon', kind: 'prop' },
  kite: { icon: 'kite', kind: 'prop' },
  umbrella: { icon: 'umbrella', kind: 'prop' },
  crown: { icon: 'crown', kind: 'prop' },
  car: { icon: 'automobile', kind: 'prop' },
  boat: { icon: 'sailboat', kind: 'prop' },
  cake: { icon: 'birthday-cake', kind: 'prop' },
};

/** Rendered once per process on first use (≈ 60–300 ms each, off the event loop), then kept: ≈ 450 KB for all. */
const cache = new Map<StickerId, Promise<Buffer>>();
export function stickerPng(id: StickerId): Promise<Buffer> {
  let png = cache.get(id);
  if (!png) {
    png = renderSticker(STICKER_DEFS[id]);
    // a failed render is not kept: the next request tries again
    png.catch(() => cache.delete(id));
    cache.set(id, png);
  }
  return png;
}
