import { drawIcon } from './emoji.ts';
import type { Box } from './layout.ts';
import type { FigureSpec } from './understand.ts';

/** A soft shadow on the ground under something standing at the bottom of `b`. */
export function shadow(b: Box, floating: boolean): string {
  const cy = floating ? b.y + b.size + 60 : b.y + b.size * 0.97;
  return `<ellipse cx="${(b.x + b.size / 2).toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(b.size * 0.36).toFixed(0)}" ry="${(b.size * 0.07).toFixed(0)}" fill="#000000" opacity="${floating ? 0.08 : 0.2}"/>`;
}

/**
 * The main figure, companion or prop. The book's main character carries its colour (a halo) and its
 * accessory on every page, so children recognise it.
 */
export function drawFigure(f: FigureSpec, b: Box, floating: boolean): string {
  let out = shadow(b, floating);
  if (f.tint) {
    // A ring of the character's colour on the ground: recognisable on every page, never hiding the scene.
    out += `<ellipse cx="${(b.x + b.size / 2).toFixed(0)}" cy="${(b.y + b.size * 0.96).toFixed(0)}" rx="${(b.size * 0.44).toFixed(0)}" ry="${(b.size * 0.1).toFixed(0)}" fill="none" stroke="${f.tint}" stroke-width="${(b.size * 0.03).toFixed(0)}" opacity="0.75"/>`;
  }
  out += drawIcon(f.icon, { x: b.x, y: b.y, size: b.size, flip: b.flip });
  if (f.accessory) {
    const s = b.size * 0.34;
    // On the head: Fluent's animals look left, so the head is on the left unless mirrored.
    const dx = b.flip ? 0.16 : -0.16;
    out += drawIcon(f.accessory, {
      x: b.x + b.size * (0.5 + dx) - s / 2,
      y: b.y - s * 0.3,
      size: s,
      rotate: b.flip ? 12 : -12,
      recolour: f.accessoryColour,
    });
  }
  return out;
}

export function drawProp(icon: string, b: Box, floating: boolean, onGround: boolean): string {
  return (onGround ? shadow(b, floating) : '') + drawIcon(icon, { x: b.x, y: b.y, size: b.size, flip: b.flip });
}
