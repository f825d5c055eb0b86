import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLES, illustrate, illustrateSvg } from './index.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const prompt = '【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔';

describe('the illustrator', () => {
  it('has at least six art styles with names', () => {
    expect(STYLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(STYLES.length);
  });

  it.each(STYLES.map((s) => [s.id, s.name]))('style %s (%s) renders a 1024×768 PNG', async (id) => {
    const png = await illustrate({ prompt, style: id, seed: 1 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 768]);
    // Not a blank canvas: the picture has real variation in colour.
    const { channels } = await sharp(png).stats();
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
  });

  it('is deterministic for the same prompt and seed, and another seed gives another composition', () => {
    const a = illustrateSvg({ prompt, style: '1', seed: 1 });
    expect(illustrateSvg({ prompt, style: '1', seed: 1 })).toBe(a);
    expect(illustrateSvg({ prompt, style: '1', seed: 2 })).not.toBe(a);
  });

  it('draws the main character on a light background for the character picture', async () => {
    const png = await illustrate({
      prompt: '',
      style: '1',
      seed: 1,
      portrait: true,
      character: { name: '毛毛', features: '戴帽子的小狗' },
    });
    const { dominant } = await sharp(png).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(600);
  });
});
