import { darken, hexToRgb, mix } from './colour.ts';
import type { Random } from './random.ts';
import { drawLandmark, type Span } from './places/landmarks.ts';
import type { FarKind, SceneDef } from './scenes.ts';
import type { Air } from './understand.ts';

/** Paints a scene's background: sky or wall, far layer, ground, light and weather. */
export const W = 1024;
export const H = 768;

export interface SceneLook {
  sky: [string, string];
  ground: string;
  far: string;
  night: boolean;
  rain: boolean;
  snow: boolean;
  /** after rain, fog, wind, a low sun (decision 0033) */
  air?: Air;
  /** the palette of the art style */
  paint: (hex: string) => string;
  /** drawn at 1/8 size (pixel art): rain, snow and stars drawn thicker, or they vanish */
  chunky?: boolean;
  /** the figure stands on land, not afloat (in a boat, swimming): a lake keeps behind its feet */
  shore?: boolean;
}

/** How light a colour is, 0–1 (relative luminance of its sRGB values, near enough for telling pale from dark). */
function lightness(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Night and rain recolour any outdoor scene. */
export function lookFor(
  scene: SceneDef,
  flags: { night: boolean; rain: boolean; snow: boolean; air?: Air },
  paint: (h: string) => string,
): SceneLook {
  let sky = scene.sky;
  let ground = scene.ground;
  let far = scene.farColor;
  // (at night there is no low sun; fog, wind and puddles stay)
  const air = flags.night && flags.air?.low ? { ...flags.air, low: undefined } : flags.air;
  // Dawn: a warm pink-gold sky; dusk: orange going to violet above. After rain: a washed sky, darker wet ground.
  // Fog: a pale grey sky and a far layer fading into it.
  if (air?.low === 'dawn') {
    sky = ['#ffb59a', '#fff0c4'];
    far = mix(far, '#d9a0a8', 0.35);
  } else if (air?.low === 'dusk') {
    sky = ['#7d5fa8', '#ffb070'];
    ground = darken(ground, 0.12);
    far = mix(far, '#9a6f8f', 0.45);
  }
  if (air?.wet) {
    if (!air.low) sky = ['#a9c6e2', '#e6f0f8'];
    ground = darken(ground, 0.12);
  }
  if (air?.fog) {
    sky = air.low ? [mix(sky[0], '#e4e6ea', 0.6), mix(sky[1], '#eef0f2', 0.6)] : ['#cfd5dc', '#eef0f2'];
    far = mix(far, '#dfe3e8', 0.6);
  }
  // Snowing in an open place (下雪的公園): the ground is white with snow and the sky a pale winter grey-blue.
  if (flags.snow && !scene.indoor && !scene.enclosed && !scene.water && scene.far !== 'sea') {
    ground = mix(ground, '#f3f7fb', 0.8);
    if (!flags.night) sky = ['#a9c4e0', '#dce8f6'];
  }
  if (flags.night && scene.enclosed && !scene.indoor) {
    // Under the sea or in a cave the night only deepens the colours: there is no sky to turn dark blue.
    sky = [darken(sky[0], 0.35), darken(sky[1], 0.35)];
    ground = darken(ground, 0.3);
  } else if (flags.night && !scene.indoor) {
    // Places whose sky is dark already (space, the moon, a magic forest) keep their own.
    sky = scene.overlay?.includes('stars') ? sky : ['#121845', mix(scene.sky[1], '#2a2f78', 0.75)];
    ground = darken(ground, 0.55);
    far = mix(far, '#1b2452', 0.65);
  } else if (flags.rain && !scene.indoor && !scene.enclosed) {
    sky = ['#8b97aa', '#cfd6e0'];
    ground = darken(ground, 0.15);
    far = mix(far, '#8b97aa', 0.5);
  }
  return { sky, ground, far, ...flags, air, paint };
}

function farLayer(kind: FarKind, y: number, colour: string, rnd: Random): string {
  const back = mix(colour, '#ffffff', 0.35);
  switch (kind) {
    case 'hills':
    case 'snowhills':
    case 'dunes': {
      const bumps = (c: string, base: number, amp: number) => {
        let d = `M0 ${base}`;
        for (let x = 0; x < W; x += 256) d += ` Q ${x + 128} ${base - amp * rnd.between(0.5, 1.2)} ${x + 256} ${base}`;
        return `<path d="${d} V${H} H0Z" fill="${c}"/>`;
      };
      return bumps(back, y - 10, 90) + bumps(colour, y + 8, 60);
    }
    case 'mountains': {
      let out = '';
      for (let i = 0; i < 4; i++) {
        const cx = rnd.between(-60, W + 60);
        const h = rnd.between(170, 290);
        const w = rnd.between(220, 340);
        out += `<path d="M${cx - w} ${y + 4} L${cx} ${y - h} L${cx + w} ${y + 4}Z" fill="${i % 2 ? colour : back}"/>`;
        out += `<path d="M${cx - w * 0.22} ${y - h * 0.78} L${cx} ${y - h} L${cx + w * 0.22} ${y - h * 0.78} L${cx + w * 0.08} ${y - h * 0.72} L${cx - w * 0.06} ${y - h * 0.8}Z" fill="#ffffff" opacity="0.9"/>`;
      }
      return out;
    }
    case 'city': {
      let out = '';
      for (let x = -20; x < W;) {
        const w = rnd.between(70, 130);
        const h = rnd.between(110, 260);
        out += `<rect x="${x.toFixed(0)}" y="${(y - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 4).toFixed(0)}" fill="${rnd.next() > 0.5 ? back : colour}"/>`;
        for (let wy = y - h + 18; wy < y - 24; wy += 34)
          for (let wx = x + 12; wx < x + w - 20; wx += 26)
            out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="16" fill="#fff6c8" opacity="0.7"/>`;
        x += w + rnd.between(4, 18);
      }
      return out;
    }
    case 'trees': {
      let out = '';
      for (let x = -30; x < W + 30; x += rnd.between(50, 80)) {
        const h = rnd.between(90, 160);
        out += `<ellipse cx="${x.toFixed(0)}" cy="${(y - h / 2).toFixed(0)}" rx="${(h * 0.38).toFixed(0)}" ry="${(h / 2).toFixed(0)}" fill="${rnd.next() > 0.5 ? back : colour}"/>`;
      }
      return out;
    }
    case 'sea':
      return (
        `<rect x="0" y="${y - 2}" width="${W}" height="${H - y + 2}" fill="${colour}"/>` +
        `<rect x="0" y="${y - 2}" width="${W}" height="6" fill="#ffffff" opacity="0.5"/>`
      );
    default:
      return '';
  }
}

/** A rectangle on the back wall that a hung thing must keep clear of (the room's window, the blackboard). */
export interface WallRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function indoor(scene: SceneDef, look: SceneLook, y: number, rnd: Random, wall: WallRect[]): string {
  const room = scene.indoor!;
  const p = look.paint;
  // With a blackboard the window keeps to the left so the two never overlap.
  const wx = room.blackboard ? rnd.between(50, 150) : rnd.between(80, W - 380);
  const outside = look.night ? '#1d2460' : look.rain ? '#7f8ba0' : look.snow ? '#c9d6e6' : '#9fd8ff';
  const win = room.window
    ? `<rect x="${wx.toFixed(0)}" y="70" width="300" height="200" rx="10" fill="${p(outside)}" stroke="${p('#ffffff')}" stroke-width="14"/>` +
      windowWeather(wx, 70, 300, 200, look, rnd) +
      `<path d="M${(wx + 150).toFixed(0)} 70 V270 M${wx.toFixed(0)} 170 H${(wx + 300).toFixed(0)}" stroke="${p('#ffffff')}" stroke-width="10"/>`
    : '';
  // A classroom has its blackboard on the right of the window.
  const bx = W - 420;
  const board = room.blackboard
    ? `<rect x="${bx}" y="80" width="360" height="190" rx="6" fill="${p('#2f5d46')}" stroke="${p('#9a6b3f')}" stroke-width="12"/>` +
      `<path d="M${bx + 40} 140 q40 -30 80 0 t80 0 M${bx + 40} 200 h140" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.75"/>`
    : '';
  if (room.window) wall.push({ x: wx - 7, y: 63, w: 314, h: 214 });
  if (room.blackboard) wall.push({ x: bx - 6, y: 74, w: 372, h: 202 });
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="${i * 128 + 40}" y="0" width="44" height="${y}" fill="#ffffff" opacity="0.18"/>`,
  ).join('');
  return (
    `<rect width="${W}" height="${y}" fill="${p(room.wall)}"/>${stripes}${win}${board}` +
    `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${p(room.floor)}"/>` +
    floorPattern(room.floorKind ?? 'boards', room.floor, y, p) +
    `<rect x="0" y="${y - 8}" width="${W}" height="14" fill="${p(darken(room.floor, 0.25))}"/>`
  );
}

/** Rain or snow seen through a window: drawn inside the pane only, never in the room. */
function windowWeather(x: number, y: number, w: number, h: number, look: SceneLook, rnd: Random): string {
  let out = '';
  if (look.rain) {
    // (white streaks on a pane the style paints pale, pencil's, are drawn dark instead)
    const streak = lightness(look.paint('#7f8ba0')) > 0.62 ? '#4f6488' : '#e8f2ff';
    let d = '';
    for (let i = 0; i < 26; i++) {
      const sx = x + rnd.between(14, w - 24);
      const sy = y + rnd.between(10, h - 40);
      d += `M${sx.toFixed(0)} ${sy.toFixed(0)} l8 24 `;
    }
    out += `<path d="${d}" stroke="${streak}" stroke-width="3" stroke-linecap="round" opacity="0.85"/>`;
    // drops running down the glass
    out += `<path d="M${(x + w * 0.3).toFixed(0)} ${y + 20} v${(h * 0.35).toFixed(0)} M${(x + w * 0.72).toFixed(0)} ${y + 60} v${(h * 0.3).toFixed(0)}" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`;
  }
  if (look.snow)
    for (let i = 0; i < 22; i++)
      out += `<circle cx="${(x + rnd.between(12, w - 12)).toFixed(0)}" cy="${(y + rnd.between(10, h - 10)).toFixed(0)}" r="${rnd.between(3, 6).toFixed(1)}" fill="#ffffff" opacity="0.9"/>`;
  return out;
}

/** Boards, tiles or a carpet on a room's floor. */
function floorPattern(kind: 'boards' | 'tiles' | 'carpet', floor: string, y: number, p: (h: string) => string): string {
  const line = p(darken(floor, 0.12));
  if (kind === 'carpet')
    return `<ellipse cx="${W / 2}" cy="${((H + y) / 2).toFixed(0)}" rx="${W * 0.36}" ry="${((H - y) * 0.32).toFixed(0)}" fill="${p(mix(floor, '#ffffff', 0.35))}"/>`;
  let d = '';
  if (kind === 'tiles') {
    for (let r = y + 40; r < H; r += 50) d += `M0 ${r} H${W} `;
    for (let x = -200; x < W + 200; x += 110) d += `M${W / 2 + (x - W / 2) * 0.6} ${y} L${x} ${H} `;
  } else for (let r = y + 30; r < H; r += 44) d += `M0 ${r} H${W} `;
  return `<path d="${d}" stroke="${line}" stroke-width="3" fill="none"/>`;
}

/** The scene's drawn landmarks (places/landmarks.ts), behind the figures. */
function landmarks(scene: SceneDef, look: SceneLook, y: number, rnd: Random, keep: Span[]): string {
  return (scene.landmarks ?? [])
    .map((k) =>
      drawLandmark(k, {
        y,
        p: look.paint,
        rnd,
        night: look.night,
        rain: look.rain,
        keep,
        // (the dragon boats race on the river's full width)
        shore: look.shore && !scene.landmarks?.includes('dragon-boat'),
      }),
    )
    .join('');
}

/** Sky, far layer and ground; `y` is the horizon. */
export function paintBackground(
  scene: SceneDef,
  look: SceneLook,
  rnd: Random,
): { defs: string; svg: string; wall: WallRect[]; keep: Span[] } {
  const p = look.paint;
  const y = H * scene.horizon;
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p(look.sky[0])}"/><stop offset="1" stop-color="${p(look.sky[1])}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p(look.ground)}"/><stop offset="1" stop-color="${p(darken(look.ground, 0.18))}"/></linearGradient>`;
  const wall: WallRect[] = [];
  // (where the key landmark stands: the figures keep off it, layout.ts)
  const keep: Span[] = [];
  if (scene.indoor)
    return { defs, svg: indoor(scene, look, y, rnd, wall) + landmarks(scene, look, y, rnd, keep), wall, keep };
  // On a beach the sand starts well below the horizon so the sea shows; at sea there is no land at all.
  const g = scene.far === 'sea' ? y + 120 : y;
  const groundShape =
    scene.id === 'sea' || scene.water
      ? ''
      : `<path d="M0 ${g + 20} Q ${W / 2} ${g - 12} ${W} ${g + 16} V${H} H0Z" fill="url(#ground)"/>`;
  const svg =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    lowSun(look, y, rnd, scene.far === 'mountains' || scene.far === 'city' || scene.far === 'trees', keep) +
    farLayer(
      look.snow && scene.far === 'hills' ? 'snowhills' : scene.far,
      y,
      p(look.snow ? mix(look.far, '#ffffff', 0.6) : look.far),
      rnd,
    ) +
    groundShape +
    (look.air?.wet && groundShape ? puddles(look, g, rnd) : '') +
    landmarks(scene, look, y, rnd, keep);
  return { defs, svg, wall, keep };
}

/** Dawn or dusk: a big sun half under the horizon with its glow, behind the far layer (not an emoji tile). */
function lowSun(look: SceneLook, y: number, rnd: Random, tall: boolean, keep: Span[]): string {
  const low = look.air?.low;
  if (!low) return '';
  const p = look.paint;
  const x = rnd.between(W * 0.3, W * 0.7);
  const r = 95;
  // (the sun on the horizon is what says 夕陽 or 日出: the figures keep off it, decision 0044)
  keep.push({ x0: x - r, x1: x + r });
  // (over mountains, a city or a forest's treetops the sun shows just above them)
  y -= tall ? 190 : 0;
  const core = low === 'dawn' ? '#ffe27a' : '#ff8a3d';
  const glow = low === 'dawn' ? '#fff3b0' : '#ffc27a';
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.08 + (0.84 * i) / 8);
    const c = Math.cos(a);
    const sn = Math.sin(a);
    return `M${(x + c * r * 1.25).toFixed(0)} ${(y - 20 - sn * r * 1.25).toFixed(0)} L${(x + c * r * 1.9).toFixed(0)} ${(y - 20 - sn * r * 1.9).toFixed(0)}`;
  }).join(' ');
  return (
    `<circle cx="${x.toFixed(0)}" cy="${(y - 20).toFixed(0)}" r="${r * 2.2}" fill="${p(glow)}" opacity="0.45"/>` +
    `<path d="${rays}" stroke="${p(core)}" stroke-width="12" stroke-linecap="round" opacity="0.8"/>` +
    `<circle cx="${x.toFixed(0)}" cy="${(y - 20).toFixed(0)}" r="${r}" fill="${p(core)}"/>`
  );
}

/** After rain: puddles lying on the ground, the sky reflected in them, a ring where a drop still falls. */
function puddles(look: SceneLook, g: number, rnd: Random): string {
  const p = look.paint;
  let out = '';
  const n = 4;
  for (let i = 0; i < n; i++) {
    const cx = ((i + 0.5) / n) * W + rnd.between(-70, 70);
    const cy = rnd.between(g + 90, H - 30);
    const rx = rnd.between(70, 120) * (0.7 + (cy - g) / (H - g));
    const ry = rx * 0.22;
    out +=
      `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${p(mix(look.sky[1], '#7fa7cc', 0.45))}" stroke="${p(darken(look.ground, 0.25))}" stroke-width="4"/>` +
      `<ellipse cx="${(cx - rx * 0.25).toFixed(0)}" cy="${(cy - ry * 0.2).toFixed(0)}" rx="${(rx * 0.4).toFixed(0)}" ry="${(ry * 0.3).toFixed(0)}" fill="#ffffff" opacity="0.55"/>` +
      `<ellipse cx="${(cx + rx * 0.3).toFixed(0)}" cy="${(cy + ry * 0.1).toFixed(0)}" rx="${(rx * 0.22).toFixed(0)}" ry="${(ry * 0.35).toFixed(0)}" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.7"/>`;
  }
  return out;
}

/** Fog behind the figures: a veil over the scenery and pale bands over the land (outdoors only). */
export function paintFog(scene: SceneDef, look: SceneLook, rnd: Random): string {
  if (!look.air?.fog || scene.indoor || scene.enclosed) return '';
  return fogBands(rnd, H * scene.horizon);
}

/** Fog: pale bands drifting across the picture, thickest low over the land. */
function fogBands(rnd: Random, horizon: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const cy = horizon - 80 + i * 70 + rnd.between(-20, 20);
    const cx = rnd.between(W * 0.2, W * 0.8);
    out += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rnd.between(520, 700).toFixed(0)}" ry="${rnd.between(40, 70).toFixed(0)}" fill="#f4f6f8" opacity="${(i < 2 ? 0.55 : 0.35).toFixed(2)}"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="#eef1f4" opacity="0.28"/>` + out;
}

/** Wind: curling gusts and leaves blown across the sky. */
function windGusts(rnd: Random, horizon: number, chunky: boolean): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const x = rnd.between(-40, W - 300);
    const y = rnd.between(60, horizon + 120);
    const len = rnd.between(220, 360);
    d += `M${x.toFixed(0)} ${y.toFixed(0)} q${(len * 0.5).toFixed(0)} -30 ${len.toFixed(0)} 0 q40 4 34 -26 q-8 -22 -30 -8 `;
  }
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const x = rnd.between(20, W - 20);
    const y = rnd.between(40, horizon + 60);
    const a = rnd.between(-60, 60);
    leaves += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="14" ry="7" transform="rotate(${a.toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${rnd.pick(['#7cb342', '#e0a030', '#c8642a'])}"/>`;
  }
  return `<path d="${d}" stroke="#ffffff" stroke-width="${chunky ? 12 : 7}" fill="none" stroke-linecap="round" opacity="0.85"/>${leaves}`;
}

/** Sun, moon or lamp light: a glow that falls across the picture from one side. */
export function paintLight(scene: SceneDef, look: SceneLook, rnd: Random): { defs: string; svg: string; x: number } {
  const left = rnd.next() < 0.5;
  const x = left ? rnd.between(90, 220) : rnd.between(W - 220, W - 90);
  const y = scene.indoor ? 40 : rnd.between(70, 130);
  const colour = look.night ? '#dfe6ff' : scene.light === 'lamp' ? '#fff1c4' : '#fff6b0';
  const cx = (x / W).toFixed(3);
  const cy = (y / H).toFixed(3);
  // The glow is the picture-sized radial gradient it always was (the gradient's matrix is what the picture's box gave
  // it), but only the ellipse where it is not yet transparent (offset 0.6 of r 0.9, plus 3 px) is painted: a full
  // canvas of transparent gradient cost resvg ≈ 6–15 ms a picture (decision 0046).
  const defs = `<radialGradient id="light" gradientUnits="userSpaceOnUse" gradientTransform="matrix(${W} 0 0 ${H} 0 0)" cx="${cx}" cy="${cy}" r="0.9"><stop offset="0" stop-color="${colour}" stop-opacity="${look.night ? 0.35 : 0.55}"/><stop offset="0.6" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  const svg = `<ellipse cx="${(+cx * W).toFixed(2)}" cy="${(+cy * H).toFixed(2)}" rx="${(0.54 * W + 3).toFixed(0)}" ry="${(0.54 * H + 3).toFixed(0)}" fill="url(#light)"/>`;
  return { defs, svg, x };
}

/** Rain, snow, stars and bubbles in front of everything; light rays for forests and the sea floor. */
export function paintWeather(scene: SceneDef, look: SceneLook, rnd: Random): string {
  const overlays = new Set(scene.overlay ?? []);
  // No sky in a room or a cave.
  const open = !scene.indoor && !scene.enclosed && scene.light !== 'lamp';
  if (look.night && open) overlays.add('stars');
  if (look.rain && open) overlays.add('rain');
  if (look.snow && open) overlays.add('snow');
  let out = '';
  // Stars only where there is a sky (never under the sea, even in the night style).
  if (overlays.has('stars') && !scene.enclosed)
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${rnd.between(0, W).toFixed(0)}" cy="${rnd.between(0, H * scene.horizon * 0.8).toFixed(0)}" r="${rnd.between(1.5, 4).toFixed(1)}" fill="#fff7cf" opacity="${rnd.between(0.5, 1).toFixed(2)}"/>`;
  if (overlays.has('rain')) {
    let d = '';
    for (let i = 0; i < 90; i++) {
      const x = rnd.between(-40, W);
      const y = rnd.between(-20, H);
      d += look.chunky ? `M${x.toFixed(0)} ${y.toFixed(0)} l16 56 ` : `M${x.toFixed(0)} ${y.toFixed(0)} l12 34 `;
      if (look.chunky) i += 1;
    }
    // (on a pale sky, pencil's and watercolour's, white rain vanishes: it is drawn a dark blue-grey there)
    const pale = lightness(look.paint(look.sky[0])) > 0.62;
    out += `<path d="${d}" stroke="${pale ? '#4f6488' : '#e8f2ff'}" stroke-width="${look.chunky ? 10 : pale ? 3.5 : 3}" stroke-linecap="round" opacity="${look.chunky ? 0.85 : 0.7}"/>`;
  }
  if (overlays.has('snow'))
    for (let i = 0; i < 70; i++)
      out += `<circle cx="${rnd.between(0, W).toFixed(0)}" cy="${rnd.between(0, H).toFixed(0)}" r="${(rnd.between(3, 8) * (look.chunky ? 1.8 : 1)).toFixed(1)}" fill="#ffffff" opacity="0.9"/>`;
  if (overlays.has('bubbles'))
    for (let i = 0; i < 18; i++)
      out += `<circle cx="${rnd.between(0, W).toFixed(0)}" cy="${rnd.between(0, H * 0.8).toFixed(0)}" r="${rnd.between(6, 18).toFixed(1)}" fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
  if (open && look.air?.wind) out += windGusts(rnd, H * scene.horizon, look.chunky === true);
  // (fog itself lies over the land behind the figures: paintFog; in front only a light veil keeps them readable)
  if (open && look.air?.fog) out += `<rect width="${W}" height="${H}" fill="#eef1f4" opacity="0.12"/>`;
  if (overlays.has('rays') && !look.night) {
    let d = '';
    for (let i = 0; i < 4; i++) {
      const x = rnd.between(100, W - 100);
      d += `M${x.toFixed(0)} 0 L${(x + 60).toFixed(0)} 0 L${(x + 260).toFixed(0)} ${H} L${(x + 120).toFixed(0)} ${H}Z `;
    }
    out += `<path d="${d}" fill="#ffffff" opacity="0.12"/>`;
  }
  return out;
}
