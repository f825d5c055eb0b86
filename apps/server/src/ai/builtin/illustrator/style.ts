import { Resvg } from '@resvg/resvg-js';
import { mix, posterize, saturate } from './colour.ts';

/**
 * Art styles: a palette (how scene colours change) plus SVG filters and a paper texture. The same list
 * backs GET /api/style; the id is what books store (the spec's new book sends style '1').
 */
export interface ArtStyle {
  id: string;
  name: string;
  nameEn: string;
  paint: (hex: string) => string;
  /** filter primitives applied to the whole picture (colour work only: cheap) */
  pictureFilter?: string;
  /** filter primitives applied to the figures and props */
  figureFilter?: string;
  /** a paper/grain texture multiplied over the picture */
  texture?: { frequency: number; octaves: number; strength: number; tint: [number, number, number] };
  /** diagonal pencil strokes */
  hatch?: boolean;
  /** drawn small and enlarged without smoothing */
  pixel?: boolean;
  /** always a night sky with glowing figures */
  glow?: boolean;
}

export const STYLES: ArtStyle[] = [
  {
    id: '1',
    name: '繽紛卡通',
    nameEn: 'Cartoon',
    paint: (h) => saturate(h, 1.1),
    // Colour work only: a filter that needs no blur stays cheap on the big figure group.
    figureFilter: '<feColorMatrix type="saturate" values="1.15"/>',
  },
  {
    id: '2',
    name: '水彩',
    nameEn: 'Watercolour',
    paint: (h) => saturate(mix(h, '#fffaf0', 0.16), 0.74),
    // the softening and the paler colours in one matrix (saturate 0.8, then ×0.85 + 0.12, alpha ×0.92)
    figureFilter: `<feColorMatrix type="matrix" values="${watercolourMatrix()}"/>`,
    texture: { frequency: 0.012, octaves: 3, strength: 0.3, tint: [0.55, 0.5, 0.42] },
  },
  {
    id: '3',
    name: '蠟筆',
    nameEn: 'Crayon',
    paint: (h) => saturate(mix(h, '#fff0d0', 0.1), 1.5),
    figureFilter: '<feColorMatrix type="saturate" values="1.2"/>',
    texture: { frequency: 0.3, octaves: 1, strength: 0.5, tint: [0.45, 0.38, 0.3] },
  },
  {
    id: '4',
    name: '色鉛筆',
    nameEn: 'Coloured pencil',
    paint: (h) => saturate(mix(h, '#ffffff', 0.38), 0.77),
    figureFilter: '<feColorMatrix type="saturate" values="0.85"/>',
    texture: { frequency: 0.05, octaves: 2, strength: 0.35, tint: [0.5, 0.48, 0.45] },
    hatch: true,
  },
  {
    id: '5',
    name: '剪紙',
    nameEn: 'Paper cut',
    paint: (h) => posterize(saturate(h, 1.15), 6),
    figureFilter: '<feDropShadow dx="6" dy="8" stdDeviation="3" flood-color="#3a2a1a" flood-opacity="0.45"/>',
    texture: { frequency: 0.03, octaves: 2, strength: 0.3, tint: [0.6, 0.55, 0.45] },
  },
  {
    id: '6',
    name: '像素',
    nameEn: 'Pixel',
    paint: (h) => posterize(saturate(h, 1.2), 5),
    pictureFilter:
      '<feComponentTransfer><feFuncR type="discrete" tableValues="0 .2 .4 .6 .8 1"/><feFuncG type="discrete" tableValues="0 .2 .4 .6 .8 1"/><feFuncB type="discrete" tableValues="0 .2 .4 .6 .8 1"/></feComponentTransfer>',
    pixel: true,
  },
  {
    id: '7',
    name: '夜光',
    nameEn: 'Night glow',
    paint: (h) => saturate(mix(h, '#1c1850', 0.45), 1.3),
    figureFilter:
      '<feGaussianBlur in="SourceAlpha" stdDeviation="10" result="b"/><feFlood flood-color="#fff3a8" flood-opacity="0.8"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge>',
    glow: true,
  },
];

/**
 * Saturation 0.8 followed by the watercolour's paling matrix, as one 5×4 matrix. A filter on the whole picture
 * made resvg paint all of it twice (≈ 50 ms of a 1024×768 picture); the scene's own colours are changed in
 * `paint` instead and only the figures keep a filter.
 */
function watercolourMatrix(): string {
  const s = 0.8;
  const sat = [
    [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
    [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s],
  ];
  const rows = sat.map((r) => [...r.map((v) => +(v * 0.85).toFixed(4)), 0, 0.12].join(' '));
  return [...rows, '0 0 0 0.92 0'].join(' ');
}

export function findStyle(id: string): ArtStyle | undefined {
  return STYLES.find((s) => s.id === id);
}

const tiles = new Map<string, string>();
/** The style's paper texture as a 256-pixel tile, drawn once by resvg's own noise filter and reused. */
export function textureTile(style: ArtStyle): string | undefined {
  const t = style.texture;
  if (!t) return undefined;
  let uri = tiles.get(style.id);
  if (!uri) {
    const [r, g, b] = t.tint;
    // Pencil strokes are drawn into the same tile (45°, a period that divides 256, so the tile is seamless):
    // one multiplied layer per picture instead of two.
    let strokes = '';
    if (style.hatch) {
      let d = '';
      for (let k = -16; k <= 32; k++) d += `M${k * 16} 256 L${k * 16 + 256} 0 `;
      strokes = `<path d="${d}" stroke="#8a7a66" stroke-width="1.6" opacity="0.2"/>`;
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="n" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${t.frequency}" numOctaves="${t.octaves}" stitchTiles="stitch" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 -${t.strength * 2} ${t.strength}"/></filter><rect width="256" height="256" filter="url(#n)"/>${strokes}</svg>`;
    uri = `data:image/png;base64,${new Resvg(svg).render().asPng().toString('base64')}`;
    tiles.set(style.id, uri);
  }
  return uri;
}
