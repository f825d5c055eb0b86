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

export function darken(hex: string, t: number): string {
  return mix(hex, '#000000', t);
}
