import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';

/**
 * Decision 0043: recipients, things given in the hand, measure words, two in the hands, things in or on a holder, the
 * fish tank, between — in phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const icons = (p: ReturnType<typeof understand>) => p.props.map((x) => x.icon);

describe('given', () => {
  it.each([
    ['小強', '操場', '把球傳給阿明'],
    ['阿姨', '客廳', '送我一個禮物'],
    ['哥哥', '公園', '把風箏借給弟弟'],
  ])('%s %s %s draws the one given to, facing', (who, where, what) => {
    const p = plan(who, where, what);
    expect(p.companion).toBeDefined();
    expect(p.together).toBe('face');
  });
  it('the thing given is in the hand', () => {
    const p = plan('奶奶', '廚房', '給弟弟一碗湯圓');
    expect(p.props.find((x) => x.icon === 'dango')?.placement).toBe('hold');
  });
});

describe('counts', () => {
  it('a measure glued to its noun is the noun (一/本書)', () => {
    expect(icons(plan('姊姊', '圖書館', '借了一本書'))).toContain('books');
  });
  it('two bottles are two, one in each hand', () => {
    const p = plan('爸爸', '超市', '手上拿著兩瓶牛奶');
    expect(p.figure.look?.heldBackIcon).toBe(p.figure.look?.heldIcon);
  });
  it('三個好朋友 are three people', () => {
    const p = plan('三個好朋友', '操場', '跑步');
    expect((p.figure.look?.crowd ?? 1) + (p.companion ? 1 : 0)).toBe(3);
  });
});

describe('in and on a holder', () => {
  it.each([
    ['我', '客廳', '把兩顆球放在沙發上', 'couch-and-lamp'],
    ['妹妹', '房間', '床上有兩隻小兔子玩偶', 'bed'],
    ['媽媽', '廚房', '桌子上有一個大西瓜', 'table'],
  ])('%s %s %s: on the %s, which is nobody’s seat', (who, where, what, holder) => {
    const p = plan(who, where, what);
    expect(p.props.some((x) => x.on?.icon === holder)).toBe(true);
    expect(icons(p)).toContain(holder);
    expect(p.setting?.icon).not.toBe(holder);
  });
});

describe('fish tank', () => {
  it('a fish in 魚缸 swims inside it, in a room', () => {
    const p = plan('小金魚', '家裡的魚缸裡', '游來游去');
    expect(p.setting?.icon).toBe('fish-tank');
    expect(p.scene.indoor).toBeDefined();
  });
  it('a cat looking at the tank is not in it; the fish is', () => {
    const p = plan('小貓', '客廳', '盯著魚缸裡的小魚');
    expect(p.setting?.icon).not.toBe('fish-tank');
    expect(p.props.some((x) => x.on?.icon === 'fish-tank')).toBe(true);
  });
  it('draws', () => {
    expect(illustrateSvg({ prompt: '【誰】兩條金魚【在哪裡】魚缸裡【做什麼】吐泡泡', style: '1', seed: 3 })).toContain(
      '<svg',
    );
  });
});

describe('between', () => {
  it('兩棵樹中間 is two trees', () => {
    const p = plan('小松鼠', '森林', '坐在兩棵樹中間');
    expect(icons(p).filter((i) => i === 'deciduous-tree')).toHaveLength(2);
    expect(p.setting).toBeUndefined();
  });
});
