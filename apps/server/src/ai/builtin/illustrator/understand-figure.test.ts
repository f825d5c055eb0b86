import { describe, expect, it } from 'vitest';
import { illustrateSvg } from './index.ts';
import { understand, joinPrompt } from './understand.ts';

/** What a figure must show: age, pose, worn kinds (hat kinds as hat:<kind>), held, ridden, crowd, clothes colour. */
interface Want {
  age?: string;
  pose?: string;
  worn?: string[];
  held?: string;
  ride?: string;
  crowd?: boolean;
  top?: string;
  hair?: string;
  animal?: boolean;
}
type Case = [string, string, string, Want];

function check([who, where, what, want]: Case) {
  const plan = understand(joinPrompt(who, where, what));
  const f = plan.figure.look;
  const got: Want = {};
  if (want.animal !== undefined) got.animal = !f?.person;
  if (want.age) got.age = f?.person?.age;
  if (want.pose) got.pose = f?.pose;
  if (want.worn)
    got.worn = want.worn.filter((w) =>
      f?.worn.some((x) => (x.kind === 'hat' ? `hat:${x.hat}` === w || w === 'hat' : x.kind === w)),
    );
  if (want.held) got.held = f?.held?.kind ?? f?.heldIcon;
  if (want.ride) got.ride = f?.ride?.kind === 'emoji' ? f.ride.icon : f?.ride?.kind;
  // several people drawn: the crowd and a companion of the same kind (one of the count, understand-figure.ts)
  if (want.crowd !== undefined)
    got.crowd = (f?.crowd ?? 1) + (plan.companion?.icon === plan.figure.icon && f?.person ? 1 : 0) > 1;
  if (want.top) got.top = f?.person?.top;
  if (want.hair) got.hair = f?.person?.hair;
  return got;
}

// Written as children write page descriptions; the figure facts each one must show.
const TUNED: Case[] = [
  ['穿黃色衣服的小女孩', '公園', '放風箏', { age: 'child', top: '#f7d038', held: 'kite' }],
  ['阿嬤', '廚房', '煮飯', { age: 'elderly', hair: '#c8c8cc' }],
  ['阿公', '稻田', '戴著草帽', { age: 'elderly', worn: ['hat:sun'] }],
  ['哥哥', '學校', '踢足球', { age: 'child' }],
  ['海盜', '大海', '坐船', { age: 'adult', worn: ['hat:pirate', 'eyepatch'], ride: 'boat' }],
  ['學生們', '教室', '唱歌', { age: 'child', crowd: true }],
  ['爸爸', '公園', '跑步', { age: 'adult', pose: 'run' }],
  ['妹妹', '房間', '睡覺', { pose: 'sleep' }],
  ['男孩', '森林', '騎腳踏車', { ride: 'bicycle', pose: 'ride' }],
  ['巫婆', '城堡', '騎掃把', { ride: 'broom', worn: ['hat:witch'] }],
  ['仙女', '森林', '拿著魔法棒', { held: 'wand', worn: ['wings'] }],
  ['戴紅色帽子的男孩', '海邊', '撐著雨傘', { held: 'umbrella', worn: ['hat'] }],
  ['超人', '城市', '飛', { pose: 'fly', worn: ['cape', 'mask'] }],
  ['公主', '城堡', '跳舞', { pose: 'dance', worn: ['crown'] }],
  ['小女孩', '雲上', '坐魔毯', { ride: 'carpet' }],
  ['男孩', '草原', '騎馬', { ride: 'horse' }],
  ['媽媽', '公園', '散步', { age: 'adult', pose: 'walk' }],
  ['小女孩', '森林', '哭', { pose: 'cry' }],
  ['阿公', '公園', '哈哈大笑', { pose: 'laugh' }],
  ['哥哥', '山上', '爬山', { pose: 'climb' }],
  ['三個小朋友', '公園', '玩', { crowd: true }],
  ['爸爸', '公園', '丟球', { pose: 'throw' }],
  ['妹妹', '家裡', '抱抱小狗', { pose: 'hug' }],
  ['小男孩', '海底', '找寶藏', { pose: 'swim' }],
  ['小貓', '森林', '戴著派對帽跳舞', { animal: true, worn: ['hat:party'], pose: 'dance' }],
  ['姐姐', '夜市', '提著燈籠', { held: 'lantern' }],
  ['弟弟', '生日派對', '戴帽子拿氣球', { held: 'balloon', worn: ['hat:party'] }],
  ['穿紅色洋裝的女生', '花園', '跳繩', { top: '#e84a4a', pose: 'jump' }],
];

// Held back: written after the figures were built and never tuned on. Failures are reported, not hidden.
const HELD_BACK: Case[] = [
  ['戴眼鏡的爺爺', '圖書館', '看書', { age: 'elderly', worn: ['glasses'], held: 'book' }],
  ['穿藍色衣服的弟弟', '操場', '跑步', { top: '#3d8bfd', pose: 'run' }],
  ['奶奶', '客廳', '坐在沙發上', { age: 'elderly', pose: 'sit' }],
  ['小狗', '公園', '跳起來接飛盤', { animal: true, pose: 'jump' }],
  ['我', '天空', '騎著龍飛', { ride: 'dragon' }],
  ['同學們', '操場', '跳舞', { crowd: true, pose: 'dance' }],
  ['騎士', '城堡', '拿著劍', { held: 'sword' }],
  ['女孩', '雪地', '戴著毛帽堆雪人', { worn: ['hat:beanie'] }],
  ['老師', '教室', '揮手說再見', { age: 'adult', pose: 'wave' }],
  ['戴皇冠的小男孩', '城堡', '笑', { worn: ['crown'], pose: 'laugh' }],
  ['姊姊', '公園', '穿著披風飛', { worn: ['cape'], pose: 'fly' }],
  ['背著書包的哥哥', '路上', '走路去學校', { worn: ['backpack'], pose: 'walk' }],
  ['小女孩', '雨天的街上', '撐著黃色雨傘', { held: 'umbrella' }],
  ['太空人', '月球', '跳', { worn: ['hat:space'], pose: 'jump' }],
  ['兩個小朋友', '海邊', '堆沙堡', { crowd: true }],
];

describe('reading a figure from the page', () => {
  it.each(TUNED)('%s / %s / %s', (...c) => {
    const want = c[3];
    expect(check(c)).toEqual(want.worn ? { ...want, worn: want.worn } : want);
  });

  it('shows the held-back set’s figure facts in at least 80 % of pages', () => {
    // First measured at 13/15 (坐在沙發上 rode the sofa; 騎著龍 had no dragon); both fixed since, so this set is no
    // longer unseen: docs/ai-engine.md reports the first figure.
    const same = (a: Want, b: Want) =>
      JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
    const passed = HELD_BACK.filter((c) => same(check(c), c[3]));
    const failed = HELD_BACK.filter((c) => !passed.includes(c)).map(
      (c) => `${c[0]}/${c[2]}: ${JSON.stringify(check(c))}`,
    );
    expect({ share: passed.length / HELD_BACK.length, failed }).toMatchObject({ share: expect.any(Number) });
    console.info(`held-back figure facts: ${passed.length}/${HELD_BACK.length}`, failed);
    expect(passed.length / HELD_BACK.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the main character', () => {
  const hero = { name: '小美', features: '穿粉紅色洋裝、綁馬尾的小女孩，戴紅色帽子' };
  it('looks the same on every page, whatever it does', () => {
    const a = understand(joinPrompt('小美', '公園', '跑步'), hero).figure.look!;
    const b = understand(joinPrompt('小美', '海底', '游泳'), hero).figure.look!;
    expect(a.person).toEqual(b.person);
    expect(a.person).toMatchObject({ hairStyle: 'ponytail', outfit: 'dress', top: '#ff7eb6' });
    expect(a.worn).toEqual(b.worn);
    expect(a.worn[0]).toMatchObject({ kind: 'hat', colour: '#e84a4a' });
    expect([a.pose, b.pose]).toEqual(['run', 'swim']);
  });

  it('a redraw (the next generation number) gives another composition and pose', () => {
    const p = joinPrompt('小美', '公園', '玩');
    const svgs = [1, 2, 3].map((seed) => illustrateSvg({ prompt: p, style: '1', seed, character: hero }));
    expect(new Set(svgs).size).toBe(3);
  });
});

describe('a counted group', () => {
  // 兩個小女生 on a bus showed three girls: the crowd and the companion both counted the same people.
  it.each([
    ['兩個小女生', '公車上', '坐在一起', 2],
    ['四個小朋友', '教室', '一起畫畫', 4],
    ['三個男生', '操場', '一起跑步', 3],
    ['五個學生', '圖書館', '看書', 5],
    ['兩個阿姨', '夜市', '逛街', 2],
  ] as const)('%s / %s / %s draws exactly %i people', (who, where, what, n) => {
    const plan = understand(joinPrompt(who, where, what));
    const crowd = plan.figure.look?.crowd ?? 1;
    const companion = plan.companion?.look?.person ? (plan.companion.look.crowd ?? 1) : 0;
    expect(crowd + companion).toBe(n);
  });
});

describe('a thing bought or used', () => {
  // 買咖啡 drew the cup on the floor, 用水管噴水 the hose on the ground: it is in the hand.
  it.each([
    ['爸爸', '便利商店', '買咖啡', 'hot-beverage'],
    ['姊姊', '夜市', '買一杯珍珠奶茶', 'bubble-tea'],
    ['阿公', '院子', '用水管噴水', 'water-spray'],
    ['妹妹', '教室', '用剪刀剪紙', 'scissors'],
  ] as const)('%s / %s / %s holds %s', (who, where, what, icon) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.props.find((p) => p.icon === icon)?.placement).toBe('hold');
    expect(plan.figure.look?.pose).not.toBe('stand');
  });
});

describe('a thing not in the hand', () => {
  // 用 is a tool only right before it (用手指著月亮 points at the moon), and a mount one buys is not carried.
  it.each([
    ['弟弟', '公園', '用手指著月亮', 'crescent-moon'],
    ['哥哥', '腳踏車店', '買一台腳踏車', 'bicycle'],
    ['妹妹', '家裡', '用手摸小貓', 'cat'],
  ] as const)('%s / %s / %s does not hold %s', (who, where, what, icon) => {
    const plan = understand(joinPrompt(who, where, what));
    expect(plan.props.find((p) => p.icon === icon)?.placement).not.toBe('hold');
  });
});
