import { describe, expect, it } from 'vitest';
import { drawIcon } from './emoji.ts';
import { layoutFigures } from './layout.ts';
import { drawLandmark, type Span } from './places/landmarks.ts';
import { findPlace } from './places/find.ts';
import { seeded } from './random.ts';
import { composeSvg } from './render.ts';
import { findStyle } from './style.ts';
import { understand, joinPrompt } from './understand.ts';

/** The where and what the child did not ask for (decision 0044): landmarks kept in sight, weather, stray props. */

const plan = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what));

describe('the place named inside a longer phrase', () => {
  it.each([
    ['外公家的院子裡', 'grandma-house'],
    ['國王的城堡的花園', 'castle'],
    ['公園旁邊的大樹下', 'park'],
    ['奶奶的家', 'grandma-house'],
    ['海底的龍宮', 'dragon-palace'],
    ['ㄉㄨㄥˋ物園', 'zoo'],
    ['遊樂ㄔㄤˇ', 'playground'],
    ['在ㄏㄞˇ邊', 'beach'],
  ])('%s → %s', (where, id) => expect(findPlace(where).id).toBe(id));
  it('a spot alone is still its own place, and 下雪的山上 is no 雪山上', () => {
    expect(findPlace('後院').id).toBe('backyard');
    expect(findPlace('樹蔭下').id).toBe('forest');
    expect(findPlace('下雪的山上').id).toBe('mountain');
  });
});

describe('nothing the child did not ask for', () => {
  it('a place named to say where the place is draws no tile of it', () => {
    expect(plan('我', '學校旁邊的公園', '玩').props.map((p) => p.icon)).not.toContain('school');
    expect(plan('小狗', '醫院裡', '看醫生').props.map((p) => p.icon)).not.toContain('hospital');
    expect(plan('哥哥', '雪山上', '堆雪人').props.map((p) => p.icon)).not.toContain('snow-capped-mountain');
    // (a thing stood on keeps its place: the penguin on its iceberg)
    expect(plan('企鵝', '冰山上', '睡覺').props.map((p) => p.icon)).toContain('iceberg');
  });
  it('no snow cloud beside the figure when the sky snows, no wave on the sea floor', () => {
    expect(plan('小熊', '南極', '在下雪天散步').props.map((p) => p.icon)).not.toContain('cloud-with-snow');
    expect(plan('海龜', '海底', '游泳').props.map((p) => p.icon)).not.toContain('water-wave');
  });
  it('no sun in a snowing sky, and 黃昏 alone has its sun low on the horizon', () => {
    // (the sun's artwork, known by the first path of its drawing)
    const sun = /d="([^"]+)"/.exec(drawIcon('sun', { x: 0, y: 0, size: 32 }))![1]!;
    const snowing = composeSvg(plan('我', '下大雪的公園', '散步'), findStyle('1')!, seeded(3));
    const sunny = composeSvg(plan('我', '公園', '散步'), findStyle('1')!, seeded(3));
    expect(sunny).toContain(sun);
    expect(snowing).not.toContain(sun);
    expect(plan('小朋友', '黃昏', '散步').air?.low).toBe('dusk');
  });
  it('the circus is the inside of its big top: no camping tent in it', () => {
    expect(plan('小丑', '馬戲團的帳篷裡', '表演').setting).toBeUndefined();
  });
});

describe('the landmark stays in sight', () => {
  it('the figures keep off the landmark when a slot is free', () => {
    const keep: Span[] = [{ x0: 560, x1: 900 }];
    for (let seed = 1; seed <= 12; seed++) {
      const l = layoutFigures(plan('公主', '城堡', '跳舞'), seeded(seed), keep);
      const body = { x0: l.figure.x + l.figure.size * 0.2, x1: l.figure.x + l.figure.size * 0.8 };
      expect(Math.min(body.x1, 900) - Math.max(body.x0, 560)).toBeLessThanOrEqual(0);
    }
  });
  it('Taipei 101 stands whole inside the picture and says where it is', () => {
    const keep: Span[] = [];
    const svg = drawLandmark('tower101', { y: 460, p: (h) => h, rnd: seeded(1), night: false, keep });
    const ys = [...svg.matchAll(/ y="(-?\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(keep).toHaveLength(1);
  });
  it('every prop keeps its own box: a sun named before the iceberg stood on is not drawn in the iceberg’s', () => {
    const p = plan('海豹', '冰山上', '曬太陽');
    const l = layoutFigures(p, seeded(1));
    const ride = p.props.findIndex((q) => q.placement === 'ride');
    expect(ride).toBeGreaterThan(0);
    // the ridden thing's box is under the figure's feet
    expect(l.props[ride]!.y + l.props[ride]!.size).toBeGreaterThan(l.figure.y + l.figure.size);
  });
});
