import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { drawIcon, resetIconIds } from './emoji.ts';
import { drawFigure, drawProp } from './figure.ts';
import { layoutFigures, placeDecor, type Box } from './layout.ts';
import type { Random } from './random.ts';
import { H, W, lookFor, paintBackground, paintLight, paintWeather } from './scene.ts';
import type { Zone } from './scenes.ts';
import { SURFACE_RAW, surfaceLayers, type ArtStyle } from './style.ts';
import type { Plan } from './understand.ts';

const GESTURE = /(^|-)(hand|hands|index-pointing|thumbs|fist|palm|palms|backhand|writing-hand|clapping|waving)(-|$)/;
const ZONE_ORDER: Zone[] = ['sky', 'wall', 'far', 'mid', 'floor', 'near'];

function decorLayers(plan: Plan, taken: Box[], rnd: Random, horizon: number) {
  const layers: Record<Zone, string> = { sky: '', wall: '', far: '', mid: '', floor: '', near: '' };
  for (const rule of plan.scene.decor) {
    const n = rnd.int(rule.count[0], rule.count[1]);
    for (let i = 0; i < n; i++) {
      const icon = plan.night && rule.zone === 'sky' && rule.icons.includes('cloud') ? 'cloud' : rnd.pick(rule.icons);
      const size = rnd.between(rule.size[0], rule.size[1]);
      const box = placeDecor(rule.zone, size, horizon, taken, rnd);
      // Far things are hazier: the first cue of depth.
      const opacity = rule.zone === 'far' ? 0.8 : plan.night && rule.zone === 'sky' ? 0.6 : 1;
      layers[rule.zone] += drawIcon(icon, { x: box.x, y: box.y, size, flip: box.flip, opacity });
    }
  }
  return layers;
}

function celestial(plan: Plan, lightX: number, rnd: Random): string {
  if (plan.scene.indoor || plan.scene.light === 'none' || plan.scene.light === 'lamp') return '';
  if (plan.rain) return '';
  const icon = plan.night ? 'crescent-moon' : 'sun';
  // The child asked for the moon (or sun) as a prop: draw it once.
  if (plan.props.some((p) => p.icon === icon || p.icon === 'crescent-moon' || p.icon === 'sun')) return '';
  const size = rnd.between(100, 130);
  return drawIcon(icon, { x: lightX - size / 2, y: rnd.between(30, 70), size });
}

/** Composes the page's SVG: background, light, decoration by depth, figures, weather, style. */
export function composeSvg(plan: Plan, style: ArtStyle, rnd: Random): string {
  resetIconIds();
  // Under the sea there is no sky: the night style darkens the water (its palette) but puts no stars or moon
  // there, whatever the time of day.
  const underwater = plan.scene.overlay?.includes('bubbles') === true;
  const flags = { night: (plan.night || style.glow === true) && !underwater, rain: plan.rain, snow: plan.snow };
  const look = { ...lookFor(plan.scene, flags, style.paint), chunky: style.pixel === true };
  const horizon = H * plan.scene.horizon;
  const bg = paintBackground(plan.scene, look, rnd);
  const light = paintLight(plan.scene, look, rnd);
  // A soft glow has no place in pixel art: quantised, it turns into a hard blob over the picture.
  if (style.pixel) light.svg = '';
  const layout = layoutFigures(plan, rnd);
  const decor = decorLayers({ ...plan, night: flags.night }, layout.taken, rnd, horizon);
  const floating = plan.scene.floating === true;
  // The figure draws what it holds and rides itself (in the hand, under it): those props are not drawn again.
  const carried = new Set([...(plan.figure.look?.carries ?? []), ...(plan.companion?.look?.carries ?? [])]);
  // Hands and gestures alone (a pointing finger from 上, a waving hand from 再見) are not things the child asked to
  // see: the figure's pose shows them.
  for (const p of plan.props) if (GESTURE.test(p.icon)) carried.add(p.icon);
  const variant = rnd.int(0, 7);
  const figures = [
    layout.companion && plan.companion ? drawFigure(plan.companion, layout.companion, floating, variant + 1) : '',
    ...plan.props.map((p, i) =>
      p.placement === 'ride' && !carried.has(p.icon) ? drawProp(p.icon, layout.props[i]!, floating, true) : '',
    ),
    drawFigure(plan.figure, layout.figure, floating, variant),
    ...plan.props.map((p, i) =>
      p.placement === 'ride' || carried.has(p.icon)
        ? ''
        : drawProp(p.icon, layout.props[i]!, floating, p.placement === 'beside' || p.placement === 'ground'),
    ),
  ].join('');
  const defs =
    bg.defs +
    light.defs +
    (style.pictureFilter
      ? // sRGB: in the default linearRGB every colour darker than mid-grey fell into the lowest level, and a cave
        // or a night turned into one flat colour (black before)
        `<filter id="pic" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">${style.pictureFilter}</filter>`
      : '') +
    (style.figureFilter
      ? `<filter id="fig" x="-20%" y="-20%" width="140%" height="140%">${style.figureFilter}</filter>`
      : '') +
    (style.edge === 'paper'
      ? `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72"><stop offset="0.66" stop-color="#fffdf6" stop-opacity="0"/><stop offset="1" stop-color="#fffdf6" stop-opacity="0.85"/></radialGradient>`
      : `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`);
  const scenery = ZONE_ORDER.filter((z) => z !== 'near')
    .map((z) => decor[z])
    .join('');
  const body =
    bg.svg +
    light.svg +
    celestial({ ...plan, night: flags.night }, light.x, rnd) +
    scenery +
    `<g${style.figureFilter ? ' filter="url(#fig)"' : ''}>${figures}</g>` +
    decor.near +
    paintWeather(plan.scene, look, rnd);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>` +
    `<g${style.pictureFilter ? ' filter="url(#pic)"' : ''}>${body}</g>` +
    (style.edge ? `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` : '') +
    `</svg>`
  );
}

/**
 * SVG → PNG 1024×768. Pixel art is drawn at 1/8 size and enlarged without smoothing. resvg renders on libuv's
 * thread pool (renderAsync), so a class drawing pictures never blocks the event loop that answers everyone else;
 * sharp encodes the PNG there too (resvg's own `asPng()` ran on the event loop: ≈ 16 ms a picture; sharp at
 * compression level 3 takes about as long off it and writes a file ≈ 15 % smaller). resvg's pixels are
 * premultiplied RGBA, which sharp is told. A picture holds no text, so resvg is told not to read the system's fonts:
 * by default it reads them on every render (≈ 20 ms of a 75 ms picture with Debian's Noto CJK installed).
 */
export async function rasterise(svg: string, style: ArtStyle): Promise<Buffer> {
  const img = await renderAsync(svg, {
    fitTo: { mode: 'width', value: style.pixel ? W / 8 : W },
    font: { loadSystemFonts: false },
  });
  const raw = { width: img.width, height: img.height, channels: 4 as const, premultiplied: true };
  const picture = sharp(img.pixels, { raw });
  if (style.pixel) picture.resize(W, H, { kernel: 'nearest' });
  const surface = await surfaceLayers(style);
  if (surface.length > 0) picture.composite(surface.map((l) => ({ input: l.input, raw: SURFACE_RAW, blend: l.blend })));
  return picture.png({ compressionLevel: 3 }).toBuffer();
}
