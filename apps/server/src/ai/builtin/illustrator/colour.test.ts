import { describe, expect, it } from 'vitest';
import { hexToRgb, recolourArtwork } from './colour.ts';
import { illustrateSvg } from './index.ts';

const luminance = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
};

describe('recolouring an accessory', () => {
  it('moves every colour of the artwork to the target hue and keeps dark parts darker', () => {
    // the top hat's own colours: a dark brim, a purple body, a red band, and a gradient stop
    const art = '<path fill="#321b41"/><path fill="#533566"/><path stroke="#f8312f"/><stop stop-color="#ccc"/>';
    const colours = [...recolourArtwork(art, '#3d8bfd').matchAll(/"(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    expect(colours).toHaveLength(4);
    for (const c of colours) {
      const [r, g, b] = hexToRgb(c);
      expect(b).toBeGreaterThan(r); // blue, whatever it was
      expect(b).toBeGreaterThan(g);
    }
    expect(luminance(colours[0]!)).toBeLessThan(luminance(colours[1]!));
    expect(luminance(colours[1]!)).toBeLessThan(luminance(colours[2]!));
  });

  it('leaves artwork without colours of its own as it is', () => {
    expect(recolourArtwork('<path fill="url(#a)"/>', '#e84a4a')).toBe('<path fill="url(#a)"/>');
  });

  it('draws the character’s 紅色帽子 red on every page', () => {
    const svg = illustrateSvg({
      prompt: '【誰】小橘【在哪裡】公園【做什麼】散步',
      style: '1',
      seed: 1,
      character: { name: '小橘', features: '橘色的貓，戴紅色帽子' },
    });
    expect(svg).not.toContain('#533566'); // the artwork's purple hat is gone
    expect(svg).toMatch(/fill="#e84a4a" stroke="#[0-9a-f]{6}" stroke-width="1.2"/); // our hat, in red
    const plain = illustrateSvg({
      prompt: '【誰】小橘【在哪裡】公園【做什麼】散步',
      style: '1',
      seed: 1,
      character: { name: '小橘', features: '橘色的貓，戴帽子' },
    });
    // 帽子 alone is one of our hats (cap, sun hat, beanie …), not always the emoji's top hat
    expect(plain).not.toContain('#533566');
  });
});
