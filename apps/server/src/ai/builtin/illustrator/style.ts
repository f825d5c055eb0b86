import { artStyle, type StyleEntry } from '../../styles.ts';
import { hexToRgb, mix, nearest, saturate } from './colour.ts';
import { renderAsync, sharp } from '../../../lib/native.ts';

/**
 * How the built-in illustrator draws each style of the catalogue (ai/styles.ts): a palette (how scene colours
 * change) plus SVG filters and a paper texture.
 */
export interface ArtStyle extends StyleEntry {
  paint: (hex: string) => string;
  /** filter primitives applied to the whole picture (colour work only: cheap) */
  pictureFilter?: string;
  /** filter primitives applied to the figures and props */
  figureFilter?: string;
  /** a paper/grain texture multiplied over the picture (drawn once at full size: no tiles, no seams) */
  texture?: {
    frequency: number | string;
    octaves: number;
    strength: number;
    tint: [number, number, number];
    /** turns the grain into strokes at this angle (crayon) */
    angle?: number;
    /** coloured blooms of pigment instead of a grey grain (watercolour) */
    wash?: boolean;
  };
  /** white paper showing through (crayon and pencil on rough paper) */
  specks?: number;
  /** pencil strokes: the hatching's opacity */
  hatch?: number;
  /** the picture's edge: darker (a vignette) or paper-white (watercolour, pencil) */
  edge?: 'dark' | 'paper';
  /** drawn small and enlarged without smoothing */
  pixel?: boolean;
  /** glowing figures in a dusky palette; the sky is the page's own time of day (night only when set, decision 0053) */
  glow?: boolean;
}

/**
 * Seven styles a child tells apart at a glance: each changes the palette (paint), the line (figure filter)
 * and the surface (texture, specks, hatching, edge). The unit test checks that any two differ in at least a
 * quarter of the pixels by CIEDE2000.
 */
/** Construction paper: a child's pack of matte coloured sheets (muted beside the cartoon's bright colours). */
const PAPER = [
  '#a93226',
  '#c8662b',
  '#d4a12a',
  '#8aa45a',
  '#3f6b4c',
  '#2d6a9f',
  '#25344a',
  '#c27a8e',
  '#6f5479',
  '#8a4a26',
  '#d9bf8c',
  '#e6d3a8',
  '#333333',
  '#9c948a',
  '#5fa3ad',
  '#b08a5a',
  // a sky-blue sheet and a white one: a day sky was teal-grey and snow grey without them
  '#84b6dc',
  '#f4efe4',
];
/**
 * A box of wax crayons: each scene colour becomes the crayon a child would pick for it, so a sky is sky blue, snow
 * is white, a night is midnight blue and the sea blue (mixing the scene towards orange made pink skies and pink
 * snow). Bright and warm beside the paper-cut's matte sheets.
 */
const CRAYONS = [
  '#e8393b',
  '#ff8a2b',
  '#ffd93a',
  '#fff1a8',
  '#b5d33d',
  '#3fa34d',
  '#24623a',
  '#18a3a3',
  '#4fb6f2',
  '#2f6fd6',
  '#243a7a',
  '#7d4fb0',
  '#ff8fb8',
  '#9a5a32',
  '#e8b27a',
  '#ffd2b0',
  '#fffaf0',
  '#9a9690',
  '#3a3340',
];
/** A 16-colour game console's palette (PICO-8's): unmistakably pixel art. */
const PICO = [
  '#000000',
  '#1d2b53',
  '#7e2553',
  '#008751',
  '#ab5236',
  '#5f574f',
  '#c2c3c7',
  '#fff1e8',
  '#ff004d',
  '#ffa300',
  '#ffec27',
  '#00e436',
  '#29adff',
  '#83769c',
  '#ff77a8',
  '#ffccaa',
];
/**
 * The pixel palette for the scene: PICO-8 without its black, and a dark colour lifted first, so a cave or a
 * night market stays a picture of dark blues, purples and browns instead of a black field (black is left to the
 * figures' outlines).
 */
const PICO_SCENE = PICO.filter((c) => c !== '#000000');
const PICO_DARK = ['#1d2b53', '#7e2553', '#008751', '#5f574f', '#ab5236'];
function pixelPaint(h: string): string {
  const [r, g, b] = hexToRgb(h);
  const lum = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  // dark stays dark (light never overtakes it) but takes one of the palette's dark colours, never black
  if (lum < 0.25) return nearest(h, PICO_DARK);
  // pale icy blues (a snowy sky, snow hills) are sky blue or grey, not the same off-white as the snow on the ground:
  // a snow scene keeps its sky, its hills and its ground apart
  if (lum > 0.6 && b - r >= 40) return '#29adff';
  if (lum > 0.6 && b - r >= 20) return '#c2c3c7';
  return nearest(h, PICO_SCENE);
}
const memo = (f: (h: string) => string) => {
  const m = new Map<string, string>();
  return (h: string) => {
    let v = m.get(h);
    if (v === undefined) m.set(h, (v = f(h)));
    return v;
  };
};

export const STYLES: ArtStyle[] = [
  {
    ...artStyle('1'),
    paint: (h) => saturate(h, 1.25),
    // Colour work only: a filter that needs no blur stays cheap on the big figure group.
    figureFilter: '<feColorMatrix type="saturate" values="1.2"/>',
    edge: 'dark',
  },
  {
    ...artStyle('2'),
    // Lighter than the cartoon but not washed out: the figures keep their contrast against the ground.
    paint: (h) => saturate(mix(h, '#f4fbff', 0.16), 0.88),
    // softer colours, but fully opaque and dark stays dark: black hair is not turned grey
    // and a soft ink line around each figure (pen and wash), so it stands out from the washed ground
    figureFilter: `<feMorphology in="SourceAlpha" operator="dilate" radius="2.5" result="d"/><feFlood flood-color="#3d3350" flood-opacity="0.75"/><feComposite in2="d" operator="in" result="ink"/><feColorMatrix in="SourceGraphic" type="matrix" values="${watercolourMatrix()}" result="c"/><feMerge><feMergeNode in="ink"/><feMergeNode in="c"/></feMerge>`,
    texture: { frequency: 0.005, octaves: 4, strength: 0.58, tint: [0, 0, 0], wash: true },
    edge: 'paper',
  },
  {
    ...artStyle('3'),
    paint: memo((h) => nearest(saturate(h, 1.35), CRAYONS)),
    // warm wax: reds and yellows pushed up, blues down
    figureFilter: '<feColorMatrix type="matrix" values="1.15 0.1 0 0 0.02 0.05 1 0 0 0.02 0 0 0.8 0 0 0 0 0 1 0"/>',
    texture: { frequency: '0.004 0.05', octaves: 3, strength: 0.85, tint: [0.45, 0.28, 0.1], angle: -28 },
  },
  {
    ...artStyle('4'),
    // light colours fade into the cream paper, dark ones keep most of their weight: a night is still a night
    paint: memo((h) => {
      const [r, g, b] = hexToRgb(h);
      const lum = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      return saturate(mix(h, '#f3e6c8', 0.15 + 0.4 * lum), 0.55);
    }),
    figureFilter: '<feColorMatrix type="saturate" values="0.6"/>',
    hatch: 0.7,
    edge: 'paper',
  },
  {
    ...artStyle('5'),
    // matte sheets, a shade deeper than the cartoon's colours
    // (light colours a little less: white snow stays a white sheet, not a grey one)
    paint: memo((h) => {
      const [r, g, b] = hexToRgb(h);
      const lum = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      return nearest(mix(h, '#4a3526', 0.28 * (1 - 0.7 * Math.max(0, (lum - 0.82) / 0.18))), PAPER);
    }),
    // cut out of paper: a white paper edge around each figure, and its shadow on the page below
    // (the edge is resvg's dilation by radius 5 — a 10×10 window from −5 to +4 — done as 8×2, 2×8 and 2×2 windows and a
    // shift of −1: the same pixels at 36 instead of 100 reads a pixel, ≈ 45 ms less a picture; decision 0046)
    figureFilter:
      '<feMorphology in="SourceAlpha" operator="dilate" radius="4 1"/><feMorphology operator="dilate" radius="1 4"/><feMorphology operator="dilate" radius="1 1"/><feOffset dx="-1" dy="-1" result="d"/><feFlood flood-color="#fffdf5"/><feComposite in2="d" operator="in" result="w"/><feOffset in="d" dx="7" dy="9" result="o"/><feFlood flood-color="#3a2a1a" flood-opacity="0.4"/><feComposite in2="o" operator="in" result="s"/><feMerge><feMergeNode in="s"/><feMergeNode in="w"/><feMergeNode in="SourceGraphic"/></feMerge>',
    texture: { frequency: 0.09, octaves: 2, strength: 0.3, tint: [0.62, 0.5, 0.36] },
    edge: 'dark',
  },
  {
    ...artStyle('6'),
    paint: memo(pixelPaint),
    // Six levels a channel (in sRGB, render.ts), the lowest a dark grey-blue rather than black: a dark place stays
    // readable, and light fittings keep apart from a white wall.
    pictureFilter:
      '<feComponentTransfer><feFuncR type="discrete" tableValues=".08 .28 .48 .66 .84 1"/><feFuncG type="discrete" tableValues=".08 .28 .48 .66 .84 1"/><feFuncB type="discrete" tableValues=".14 .32 .5 .68 .85 1"/></feComponentTransfer>',
    pixel: true,
  },
  {
    ...artStyle('7'),
    paint: (h) => saturate(mix(h, '#1c1850', 0.45), 1.3),
    figureFilter:
      '<feGaussianBlur in="SourceAlpha" stdDeviation="10" result="b"/><feFlood flood-color="#fff3a8" flood-opacity="0.8"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge>',
    glow: true,
    edge: 'dark',
  },
];

/**
 * Saturation 0.92 followed by the watercolour's paling matrix (×0.94 + 0.03: black hair stays dark, the figure
 * stays opaque), as one 5×4 matrix. A filter on the whole picture
 * made resvg paint all of it twice (≈ 50 ms of a 1024×768 picture); the scene's own colours are changed in
 * `paint` instead and only the figures keep a filter.
 */
function watercolourMatrix(): string {
  const s = 0.92;
  const sat = [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
  ];
  const rows = sat.map((r) => [...r.map((v) => +(v * 0.94).toFixed(4)), 0, 0.03].join(' '));
  return [...rows, '0 0 0 1 0'].join(' ');
}

export function findStyle(id: string): ArtStyle | undefined {
  return STYLES.find((s) => s.id === id);
}

const layers = new Map<string, Promise<{ input: Buffer; blend: 'multiply' | 'screen' }[]>>();
const raw = { width: 1024, height: 768, channels: 4 as const };

/**
 * One layer, drawn on libuv's thread pool: a full-size noise filter takes resvg 0.5–1 s, which on the event loop
 * held every other child's answer that long the first time a class used a style (decision 0024).
 */
async function layer(svgBody: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">${svgBody}</svg>`;
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/**
 * The style's surface as full-size layers, drawn once by resvg's noise filter and kept: grain or strokes
 * multiplied over the picture, paper specks screened over it, pencil hatching. Full size, so no tile edges
 * can show as seams (the watercolour wash used to repeat every 256 pixels).
 */
export function surfaceLayers(style: ArtStyle): Promise<{ input: Buffer; blend: 'multiply' | 'screen' }[]> {
  let p = layers.get(style.id);
  if (!p) {
    p = (async () => {
      const out: { input: Buffer; blend: 'multiply' | 'screen' }[] = [];
      const t = style.texture;
      if (t || style.hatch) {
        let body = '';
        if (t) {
          const [r, g, b] = t.tint;
          // A wash: each colour channel of the noise tints the paper a little (blooms of blue, rose, ochre); a
          // grain: the noise's darkness in one tint.
          const k = t.strength;
          const matrix = t.wash
            ? `${k * 1.6} 0 0 0 ${1 - k * 0.95} 0 ${k * 1.6} 0 0 ${1 - k * 0.95} 0 0 ${k * 1.6} 0 ${1 - k * 0.95} 0 0 0 0 1`
            : `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 -${k * 2} ${k}`;
          const noise = `<filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${t.frequency}" numOctaves="${t.octaves}" seed="7"/><feColorMatrix type="matrix" values="${matrix}"/></filter>`;
          body += t.angle
            ? `${noise}<g transform="rotate(${t.angle} 512 384)"><rect x="-400" y="-500" width="1824" height="1768" filter="url(#n)"/></g>`
            : `${noise}<rect width="1024" height="768" filter="url(#n)"/>`;
        }
        if (style.hatch) {
          // pencil strokes in two directions, uneven like a hand's
          let d = '';
          for (let k = -60; k <= 110; k++) d += `M${k * 9} 768 L${k * 9 + 768} 0 `;
          let e = '';
          for (let k = -20; k <= 130; k += 2) e += `M${k * 9} 0 L${k * 9 + 500} 768 `;
          body += `<path d="${d}" stroke="#6f6250" stroke-width="1.3" opacity="${style.hatch}"/><path d="${e}" stroke="#6f6250" stroke-width="1" opacity="${style.hatch * 0.45}"/>`;
        }
        out.push({ input: await layer(body), blend: 'multiply' });
      }
      if (style.specks) {
        const k = style.specks;
        const body = `<filter id="s" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${style.hatch ? '0.9 0.25' : '0.7'}" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 ${6 * k} ${-2.9 * k}"/></filter><rect width="1024" height="768" filter="url(#s)"/>`;
        out.push({ input: await layer(body), blend: 'screen' });
      }
      return out;
    })();
    layers.set(style.id, p);
  }
  return p;
}

export const SURFACE_RAW = raw;
