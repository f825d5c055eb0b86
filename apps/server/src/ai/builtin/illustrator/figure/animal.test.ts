import { describe, expect, it } from 'vitest';
import { drawAnimal } from './animal.ts';
import type { Pose } from './look.ts';
import { SPECIES, speciesFor } from './species.ts';
import { understand } from '../understand.ts';

const POSES: Pose[] = ['stand', 'walk', 'run', 'jump', 'sit', 'sleep', 'fly', 'swim', 'hold', 'cry', 'laugh', 'hug'];

describe('animals drawn whole from the body plan', () => {
  it('draws every species in every pose with well-formed numbers', () => {
    for (const [id, sp] of Object.entries(SPECIES))
      for (const pose of POSES) {
        const d = drawAnimal(sp, pose);
        expect(d.svg, `${id} ${pose}`).not.toMatch(/NaN|undefined|Infinity/);
        expect(d.svg.length, `${id} ${pose}`).toBeGreaterThan(500);
        expect(d.headR).toBeGreaterThan(0);
      }
  });

  it('the animals Fluent draws only as a face get a body with legs', () => {
    for (const icon of [
      'fox',
      'bear',
      'panda',
      'tiger',
      'lion',
      'wolf',
      'koala',
      'mouse',
      'hamster',
      'frog',
      'cow-face',
    ]) {
      const sp = speciesFor(icon);
      expect(sp?.plan, icon).toBe('quad');
      // four legs: two far, two near, each an outline and a fill stroke
      expect(drawAnimal(sp!, 'walk').svg.match(/stroke-linecap="round" stroke-linejoin="round"/g)!.length).toBe(8);
    }
  });

  it('a pattern tells species of one plan apart: the panda is the bear in other colours', () => {
    const bear = drawAnimal(speciesFor('bear')!, 'stand').svg;
    const panda = drawAnimal(speciesFor('panda')!, 'stand').svg;
    expect(panda).not.toBe(bear);
    expect(panda).toContain('#2b2b2b');
  });

  it('an animal not in the table still gets a body when its emoji is a face or a bird', () => {
    expect(speciesFor('weary-cat')?.plan).toBe('quad');
    expect(speciesFor('dodo')?.plan).toBe('bird');
    // whole-bodied emoji that are not listed stay artwork; things are not animals
    expect(speciesFor('camel')).toBeUndefined();
    expect(speciesFor('feather')).toBeUndefined();
    expect(speciesFor('red-apple')).toBeUndefined();
  });

  it('poses differ: a sleeping animal lies low, a jumping one leaves the ground', () => {
    const sp = speciesFor('fox')!;
    expect(drawAnimal(sp, 'jump').lifted).toBeGreaterThan(10);
    expect(drawAnimal(sp, 'stand').lifted).toBe(0);
    expect(drawAnimal(sp, 'sleep').head[1]).toBeGreaterThan(drawAnimal(sp, 'stand').head[1]);
    expect(drawAnimal(sp, 'run').svg).not.toBe(drawAnimal(sp, 'walk').svg);
  });
});

describe('worn things are on the body, never an emoji beside it or in the hand', () => {
  const look = (who: string) => understand(`【誰】${who}【在哪裡】公園【做什麼】散步`).figure.look!;

  it('an animal wears glasses, a cape, a backpack and a shirt in the colour the child wrote', () => {
    expect(look('戴眼鏡的小狗')).toMatchObject({ worn: [{ kind: 'glasses' }], carries: ['glasses'] });
    expect(look('披著披風的小貓').carries).toContain('cape');
    expect(look('背著書包的小兔子').carries).toContain('backpack');
    const bear = look('穿紅色衣服的小熊');
    expect(bear.clothes).toBeDefined();
    expect(bear.carries).toContain('t-shirt');
    const svg = drawAnimal(speciesFor('bear')!, 'walk', { worn: bear.worn, clothes: bear.clothes }).svg;
    expect(svg).toContain(bear.clothes!);
  });

  it('a person in glasses or a red shirt holds neither a pair of glasses nor a T-shirt', () => {
    expect(look('戴眼鏡的小女孩').heldIcon).toBeUndefined();
    expect(look('穿紅色衣服的小女孩').heldIcon).toBeUndefined();
  });
});
