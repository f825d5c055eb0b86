export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Tile<T> extends Rect {
  item: T;
}

/**
 * Squarified treemap (Bruls, Huizing & van Wijk): lays items out in rows whose tiles stay close to
 * square, each tile's area proportional to its value. Items should be sorted by value, largest first.
 */
export function squarify<T>(items: T[], value: (t: T) => number, box: Rect): Tile<T>[] {
  const total = items.reduce((s, t) => s + value(t), 0);
  if (total <= 0 || items.length === 0) return [];
  const scale = (box.w * box.h) / total;
  const out: Tile<T>[] = [];
  let rest = { ...box };
  let row: T[] = [];
  const areaOf = (t: T) => value(t) * scale;
  const worst = (r: T[], side: number) => {
    const areas = r.map(areaOf);
    const s = areas.reduce((a, b) => a + b, 0);
    return Math.max(...areas.map((a) => Math.max((side * side * a) / (s * s), (s * s) / (side * side * a))));
  };
  const layRow = (r: T[]) => {
    const s = r.reduce((a, t) => a + areaOf(t), 0);
    const horizontal = rest.w >= rest.h; // the row becomes a column on the left of a wide box
    const thick = horizontal ? s / rest.h : s / rest.w;
    let at = horizontal ? rest.y : rest.x;
    for (const t of r) {
      const len = areaOf(t) / thick;
      out.push(
        horizontal ? { item: t, x: rest.x, y: at, w: thick, h: len } : { item: t, x: at, y: rest.y, w: len, h: thick },
      );
      at += len;
    }
    rest = horizontal
      ? { x: rest.x + thick, y: rest.y, w: rest.w - thick, h: rest.h }
      : { x: rest.x, y: rest.y + thick, w: rest.w, h: rest.h - thick };
  };
  for (const item of items) {
    const side = Math.min(rest.w, rest.h);
    if (row.length === 0 || worst([...row, item], side) <= worst(row, side)) row.push(item);
    else {
      layRow(row);
      row = [item];
    }
  }
  if (row.length) layRow(row);
  return out;
}
