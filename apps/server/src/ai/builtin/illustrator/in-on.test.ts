import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';
import { composeSvg } from './render.ts';
import { findStyle } from './style.ts';
import { seeded } from './random.ts';
import { iconBody } from './emoji.ts';

/**
 * Decision 0053: one thing named with a modifier stays one thing, time of day only from the words or the place,
 * clothes colours in the what, hanging from a tree, a thing hung up as the subject, holders — in phrasings of their
 * own, not the evaluation pages (round-inon.ts, held-back-inon.ts).
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const drawn = (p: ReturnType<typeof understand>) => [
  p.figure.icon,
  ...(p.companion ? [p.companion.icon] : []),
  ...p.props.map((x) => x.icon),
];

describe('a creature or a shape before a thing is its look', () => {
  it.each([
    ['弟弟', '公園', '拿著老虎燈籠', 'tiger'],
    ['我', '客廳', '吃小狗餅乾', 'dog'],
    ['姊姊', '房間', '穿著獨角獸睡衣', 'unicorn'],
    ['妹妹', '遊樂園', '拿著愛心造型的氣球', 'red-heart'],
    ['哥哥', '公園', '拿著星星圖案的風箏', 'glowing-star'],
  ])('%s %s %s draws no %s', (who, where, what, icon) => {
    expect(drawn(plan(who, where, what))).not.toContain(icon);
  });
  it('the thing itself is still drawn', () => {
    expect(drawn(plan('弟弟', '公園', '拿著老虎燈籠'))).toContain('red-paper-lantern');
  });
  it('a creature before an activity word is doing it, not its look (the older lexicon draws 唱歌 as notes)', () => {
    expect(plan('小熊', '森林裡', '和小鳥一起唱歌').props.some((p) => p.icon === 'bird')).toBe(true);
    expect(plan('鴨媽媽', '河邊', '帶著小鴨子玩水').companion?.young).toBe(true);
  });

  it('an animal with a place word after the next noun is where it is, not a look', () => {
    expect(plan('小兔子', '客廳', '小兔子箱子裡睡覺').figure.icon).toBe('rabbit');
  });
  it('a moon- or star-shaped thing sets no night; the words do', () => {
    expect(plan('弟弟', '公園', '拿著月亮形狀的風箏').night).toBe(false);
    expect(plan('弟弟', '公園', '晚上看月亮').night).toBe(true);
  });
  it('pajamas are clothes, not sleeping', () => {
    expect(plan('妹妹', '客廳', '穿著兔子睡衣看電視').figure.look?.pose).not.toBe('sleep');
  });
});

describe('clothes colours in the what', () => {
  it.each([
    ['哥哥', '操場', '穿綠色球衣踢球', '#4cbb5e'],
    ['弟弟', '學校', '穿著紅色隊服跑步', '#e84a4a'],
  ])('%s %s %s wears that colour', (who, where, what, hex) => {
    expect(plan(who, where, what).figure.look?.person?.top).toBe(hex);
  });
});

describe('hanging, hung up, held in', () => {
  it('an animal hanging from a tree hangs under its crown, upside down', () => {
    const p = plan('小猴子', '森林', '吊在大樹上');
    expect(p.setting).toEqual({ icon: 'deciduous-tree', relation: 'on', hang: true });
    const svg = illustrateSvg({ prompt: '【誰】小猴子【在哪裡】森林【做什麼】吊在大樹上', style: '1', seed: 2 });
    expect(svg).toMatch(/scale\(1 -1\)/);
    expect(plan('小猴子', '森林', '坐在樹上').setting?.hang).toBeUndefined();
  });
  it('a thing the who names hung or stuck up a tree is the subject, not in a child’s hand', () => {
    const p = plan('風箏', '公園', '卡在樹上');
    expect(p.figure.icon).toBe('kite');
    expect(p.setting?.icon).toBe('deciduous-tree');
  });
  it('the basket one sleeps in is not carried as well', () => {
    const p = plan('小貓', '房間', '睡在菜籃裡');
    expect(p.setting?.icon).toBe('basket');
    expect(p.activity?.props.map((x) => x.icon) ?? []).not.toContain('basket');
  });
  it('fish in a bucket are in it; a raft is a boat on the water', () => {
    expect(plan('小魚', '河邊', '在水桶裡').setting?.icon).toBe('bucket');
    expect(plan('弟弟', '河上', '坐在竹筏上').props.map((x) => x.icon)).toContain('canoe');
  });
  it('a cat on a bookshelf sits on its top, the room its own', () => {
    const p = plan('小花貓', '客廳', '趴在書櫃上');
    expect(p.setting).toEqual({ icon: 'bookshelf', relation: 'on' });
    expect(plan('妹妹', '房間', '書架上有很多書').figure.icon).not.toBe('bookshelf');
  });
  it('washing hangs on a clothesline; a thing hung on another is on it', () => {
    expect(plan('外婆', '院子', '晾衣服').props.map((x) => x.icon)).toContain('clothesline');
    const p = plan('弟弟', '房間', '把外套掛在椅子上');
    expect(p.props.find((x) => x.icon === 'coat')?.on).toEqual({ icon: 'chair', relation: 'on' });
  });
  it('a tent carries no moon of its own into a daytime sky', () => {
    expect(iconBody('tent')).not.toContain('#ffb02e');
    expect(iconBody('tent')).toContain('#86d72f');
  });
  it('the glow style paints the page’s own time of day: a daytime page is no night', () => {
    const p = plan('弟弟', '公園', '跑步');
    const glow = findStyle('7')!;
    const day = composeSvg({ ...p, night: false }, glow, seeded(1));
    const night = composeSvg({ ...p, night: true }, glow, seeded(1));
    expect(day).not.toEqual(night);
  });
});
