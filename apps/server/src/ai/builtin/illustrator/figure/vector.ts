/** Points of a figure in figure units, and the two moves every part is drawn with (shared by the body and what it wears). */
export type P = [number, number];
export const rad = (d: number) => (d * Math.PI) / 180;
export const dir = (deg: number): P => [Math.sin(rad(deg)), Math.cos(rad(deg))];
export const add = (a: P, b: P, k = 1): P => [a[0] + b[0] * k, a[1] + b[1] * k];
