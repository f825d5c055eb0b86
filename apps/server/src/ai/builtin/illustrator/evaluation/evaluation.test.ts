import { describe, expect, it } from 'vitest';
import { hasIcon } from '../emoji.ts';
import { drawLandmark, type Landmark } from '../places/landmarks.ts';
import { findPlace } from '../places/find.ts';
import { seeded } from '../random.ts';
import { SCENES } from '../scenes.ts';
import { THINGS } from '../things/catalogue.ts';
import { findThings, knownNouns } from '../things/find.ts';
import { understand } from '../understand.ts';
import { EVAL_PAGES, EVAL_PAGES_PLACES, evalPrompt, judge } from './index.ts';

const share = (pages: typeof EVAL_PAGES) =>
  pages.filter((p) => judge(p, understand(evalPrompt(p))).ok).length / pages.length;

describe('scene evaluation set (places and things understood)', () => {
  it('holds at least 150 pages, a held-back part among them', () => {
    expect(EVAL_PAGES.length).toBeGreaterThanOrEqual(150);
    expect(EVAL_PAGES.filter((p) => p.heldBack).length).toBeGreaterThanOrEqual(40);
  });

  it('every expected scene and thing exists, so a page can pass', () => {
    const ids = new Set(SCENES.map((s) => s.id));
    expect(EVAL_PAGES.filter((p) => !ids.has(p.scene)).map((p) => p.scene)).toEqual([]);
    expect(EVAL_PAGES.flatMap((p) => p.things.map((t) => t.icon)).filter((i) => !hasIcon(i))).toEqual([]);
  });

  // Floors a little under today's figures (tuning 108/109, held-back 39/45): a regression fails, noise does not.
  it('understands the tuning part', () => {
    expect(share(EVAL_PAGES.filter((p) => !p.heldBack))).toBeGreaterThanOrEqual(0.95);
  });

  it('understands the held-back part', () => {
    expect(share(EVAL_PAGES.filter((p) => p.heldBack))).toBeGreaterThanOrEqual(0.8);
  });

  // The places held-back part (decision 0030): 44/44 understood after the places round.
  it('understands the places held-back part', () => {
    const ids = new Set(SCENES.map((s) => s.id));
    expect(EVAL_PAGES_PLACES.filter((p) => !ids.has(p.scene)).map((p) => p.scene)).toEqual([]);
    expect(share(EVAL_PAGES_PLACES)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('places', () => {
  it('has at least 120 scenes, each with its own words and something of its own to draw', () => {
    expect(SCENES.length).toBeGreaterThanOrEqual(120);
    const seen = new Map<string, string>();
    for (const s of SCENES) {
      for (const w of s.words) {
        expect(seen.get(w) ?? s.id, `${w} names ${seen.get(w)} and ${s.id}`).toBe(s.id);
        seen.set(w, s.id);
      }
      if (s.id !== 'meadow-default') expect((s.landmarks?.length ?? 0) + s.decor.length, s.id).toBeGreaterThan(0);
    }
    for (const s of SCENES) for (const r of s.decor) for (const i of r.icons) expect(hasIcon(i), i).toBe(true);
  });

  it('finds a place however the child wraps it', () => {
    for (const where of ['學校', '在學校', '去學校', '學校裡', '學校旁邊', '到學校的時候'])
      expect(findPlace(where).id).toBe('school');
    for (const where of ['教室', '教室裡', '在教室上課']) expect(findPlace(where).id).toBe('classroom');
    expect(findPlace('台北101').id).toBe('taipei-101');
    expect(findPlace('海邊的城堡').id).toBe('castle');
    expect(findPlace('冰山上').id).toBe('arctic');
    // the weather alone is a scene; beside a place it changes that place
    expect(findPlace('下雨天').id).toBe('rain');
    expect(findPlace('下雨天', '在家看書').id).toBe('living-room');
    expect(findPlace('沒有寫的地方').id).toBe('meadow-default');
  });

  it('no stars or sun where there is no sky', () => {
    for (const who of ['小魚', '章魚']) {
      const plan = understand(`【誰】${who}【在哪裡】晚上的海底【做什麼】游泳`);
      expect(plan.scene.enclosed).toBe(true);
    }
    for (const s of SCENES) if (s.indoor || s.id === 'underwater') expect(s.enclosed, s.id).toBe(true);
  });

  it('draws every landmark', () => {
    const kinds = new Set(SCENES.flatMap((s) => s.landmarks ?? []));
    for (const k of kinds) {
      const svg = drawLandmark(k as Landmark, { y: 460, p: (h) => h, rnd: seeded(1), night: false });
      expect(svg, k).toMatch(/^<(rect|path|ellipse|circle|g)/);
      expect(svg, k).not.toContain('NaN');
    }
  });
});

describe('things', () => {
  it('knows at least 800 nouns, every one drawn by artwork that exists', () => {
    expect(knownNouns()).toBeGreaterThanOrEqual(800);
    for (const d of THINGS) expect(hasIcon(d.icon), d.icon).toBe(true);
  });

  const icons = (text: string) => findThings(text).map((t) => `${t.icon}×${t.count}:${t.relation}`);

  it('counts: numbers with measure words, 們 and 一群', () => {
    expect(icons('三隻小豬')).toEqual(['pig×3:with']);
    expect(icons('兩隻企鵝')).toEqual(['penguin×2:with']);
    expect(icons('學生們')).toEqual(['child-light×3:with']);
    expect(icons('小鳥們')).toEqual(['bird×3:with']);
    expect(icons('一群小雞')).toEqual(['hatching-chick×3:with']);
    expect(icons('5個蘋果')).toEqual(['red-apple×5:beside']);
  });

  it('relations: on, under, in, beside, holding, riding, wearing', () => {
    expect(icons('坐在桌子上')).toEqual(['table×1:on']);
    expect(icons('躲在床底下')).toEqual(['bed×1:under']);
    expect(icons('躲在箱子裡')).toEqual(['package×1:in']);
    expect(icons('在珊瑚旁邊游泳')[0]).toBe('coral×1:beside');
    expect(icons('拿著魔法棒')).toEqual(['magic-wand×1:holding']);
    expect(icons('騎著掃把飛')).toEqual(['broom×1:riding']);
    expect(icons('戴著皇冠')).toEqual(['crown×1:wearing']);
  });

  it('the things the emoji get wrong are drawn right', () => {
    expect(icons('吃雞排')).toEqual(['chicken-cutlet×1:holding']);
    // a dinosaur kind is that dinosaur (its own body plan), not a Chinese dragon
    expect(icons('三角龍')[0]).toMatch(/^triceratops/);
    expect(icons('翼龍')[0]).toMatch(/^pterodactyl/);
    expect(icons('噴水滅火')[0]).toMatch(/^water-spray/);
    expect(icons('堆沙堡')[0]).toMatch(/^sandcastle/);
    expect(icons('坐魔毯')[0]).toMatch(/^magic-carpet/);
    expect(icons('彩虹')[0]).toMatch(/^rainbow/);
    expect(icons('翅膀')[0]).toMatch(/^wing/);
  });

  it('draws nothing for a word it does not know, rather than a piece of it', () => {
    // 雞 inside an unknown food is not a live rooster; 龍 inside an unknown word is not a dragon.
    expect(icons('吃雞柳條')).toEqual([]);
    expect(icons('吃白斬雞')).toEqual([]);
    expect(icons('玩嘰哩咕嚕')).toEqual([]);
    expect(icons('上')).toEqual([]);
    // 小 + a known thing is not that thing when it is a name (小丸子)
    expect(icons('小丸子')).toEqual([]);
    expect(icons('小鴨子')).toEqual(['duck×1:with']);
  });
});
