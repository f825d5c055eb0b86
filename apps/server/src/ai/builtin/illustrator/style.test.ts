import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE2000, rgbToLab } from './colour.ts';
import { STYLES, illustrate } from './index.ts';

/** The share of pixels whose colours differ by more than `threshold` (CIEDE2000) on a 128×96 render. */
async function differingShare(a: Buffer, b: Buffer, threshold = 10): Promise<number> {
  const small = (png: Buffer) => sharp(png).resize(128, 96, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let differ = 0;
  for (let i = 0; i < x.length; i += 3) {
    const d = deltaE2000(rgbToLab(x[i]!, x[i + 1]!, x[i + 2]!), rgbToLab(y[i]!, y[i + 1]!, y[i + 2]!));
    if (d > threshold) differ += 1;
  }
  return differ / (x.length / 3);
}

describe('CIEDE2000', () => {
  it('matches the published test pairs (Sharma, Wu & Dalal 2005)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, -1, 2], [50, 0, 0])).toBeCloseTo(2.3669, 3);
    expect(deltaE2000([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(1.2644, 3);
    expect(deltaE2000([50, 0, 0], [50, 0, 0])).toBe(0);
  });
});

describe('the seven styles', () => {
  // Scenes of different kinds: a person outdoors, an animal under the sea, a room.
  const scenes = [
    '【誰】穿黃色衣服的小女孩【在哪裡】公園【做什麼】放風箏',
    '【誰】小烏龜【在哪裡】海底【做什麼】游泳',
    '【誰】阿嬤【在哪裡】廚房【做什麼】煮飯',
  ];
  it.each(scenes)(
    'differ pairwise in at least a quarter of the pixels: %s',
    async (prompt) => {
      const pictures = await Promise.all(STYLES.map((s) => illustrate({ prompt, style: s.id, seed: 3 })));
      for (let i = 0; i < STYLES.length; i++)
        for (let j = i + 1; j < STYLES.length; j++) {
          const share = await differingShare(pictures[i]!, pictures[j]!);
          expect({ pair: `${STYLES[i]!.name}/${STYLES[j]!.name}`, ok: share >= 0.25, share }).toMatchObject({
            ok: true,
          });
        }
    },
    60_000,
  );

  it('the same style and seed gives the same picture (a share of 0)', async () => {
    const a = await illustrate({ prompt: scenes[0]!, style: '3', seed: 1 });
    const b = await illustrate({ prompt: scenes[0]!, style: '3', seed: 1 });
    expect(await differingShare(a, b)).toBe(0);
  });
});
