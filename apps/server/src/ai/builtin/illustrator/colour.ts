/** Colour arithmetic for palettes: hex ⇄ HSL, mixing. */
export function hexToRgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Scales saturation around the grey of the same brightness (cheap, good enough for palettes). */
export function saturate(hex: string, factor: number): string {
  const [r, g, b] = hexToRgb(hex);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  return rgbToHex([grey + (r - grey) * factor, grey + (g - grey) * factor, grey + (b - grey) * factor]);
}

/** Rounds each channel to `levels` steps: the flat look of paper-cut and pixel art. */
export function posterize(hex: string, levels: number): string {
  const step = 255 / (levels - 1);
  const [r, g, b] = hexToRgb(hex);
  return rgbToHex([Math.round(r / step) * step, Math.round(g / step) * step, Math.round(b / step) * step]);
}

function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function hslToHex([h, s, l]: [number, number, number]): string {
  if (s === 0) return rgbToHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return rgbToHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

const ARTWORK_COLOUR = /(fill|stroke|stop-color)="(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})"/g;

/**
 * An emoji's artwork in another colour ("a red hat"): every colour takes `target`'s hue and saturation, and its
 * lightness keeps its distance from the artwork's average, so brims, bands and shading stay visible.
 */
export function recolourArtwork(svg: string, target: string): string {
  const lightness = [...svg.matchAll(ARTWORK_COLOUR)].map((m) => hexToHsl(m[2]!)[2]);
  if (lightness.length === 0) return svg;
  const mean = lightness.reduce((a, b) => a + b, 0) / lightness.length;
  const [h, s, l] = hexToHsl(target);
  return svg.replace(ARTWORK_COLOUR, (_, attr: string, hex: string) => {
    const shade = Math.min(0.95, Math.max(0.08, l + (hexToHsl(hex)[2] - mean)));
    return `${attr}="${hslToHex([h, s, shade])}"`;
  });
}

export function darken(hex: string, t: number): string {
  return mix(hex, '#000000', t);
}
