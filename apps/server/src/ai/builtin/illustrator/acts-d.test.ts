import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

/**
 * Decision 0039: actions that must show in the pose, and the thing an action needs drawn by every phrasing of it —
 * in phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const drawn = (p: ReturnType<typeof understand>) => (p.activity?.props ?? []).map((q) => q.icon);

describe('the thing an action needs is drawn', () => {
  it.each([
    ['小芬', '人行道', '推著小妹妹的娃娃車', 'stroller'],
    ['舅媽', '公園', '推嬰兒車散步', 'stroller'],
    ['魔女', '山洞', '在大鍋裡熬藥', 'cauldron'],
    ['弟弟', '洗手間', '飯前洗手', 'sink'],
    ['姊姊', '浴室', '洗臉', 'sink'],
    ['小忍者', '屋頂', '丟手裡劍', 'shuriken'],
    ['阿伯', '港口', '撒網', 'fishing-net'],
    ['老爺爺', '山路', '挑著兩擔柴', 'carrying-pole'],
    ['小華', '學校門口', '揹著書包回家', 'backpack'],
    ['妹妹', '餐廳', '把湯弄翻了', 'spill'],
    ['爸爸', '客廳', '倒茶給客人', 'pouring-jug'],
  ])('%s / %s / %s draws %s', (who, where, what, icon) => {
    expect(drawn(plan(who, where, what))).toContain(icon);
  });
  it('pushing a shopping cart is not a stroller', () => {
    expect(drawn(plan('媽媽', '超市', '推購物車'))).not.toContain('stroller');
  });
});

describe('the action shows in the pose', () => {
  it.each([
    ['全班', '操場', '做早操', 'jump'],
    ['阿姨', '陽台', '伸了一個懶腰', 'sleepy'],
    ['叔叔', '健身房', '做了二十下伏地挺身', 'pushup'],
    ['仙子', '花園', '輕輕地飄起來', 'fly'],
    ['小明', '操場', '高興得跳了起來', 'jump'],
  ])('%s / %s / %s → %s', (who, where, what, pose) => {
    expect(plan(who, where, what).figure.look?.pose).toBe(pose);
  });
  it('sitting in a wheelchair is seated in it, pushing one is not', () => {
    const sat = plan('外婆', '醫院門口', '坐輪椅');
    expect(sat.figure.look?.ride?.icon).toBe('manual-wheelchair');
    expect(sat.figure.look?.pose).toBe('sit');
    expect(plan('哥哥', '醫院', '推輪椅').figure.look?.ride).toBeUndefined();
  });
  it('snow drifting down past one is not floating', () => {
    expect(plan('我', '山上', '看雪花飄下來').figure.look?.pose).not.toBe('fly');
  });
  it('laughing with no jump stays a laugh', () => {
    expect(plan('妹妹', '客廳', '開心地笑')).toBeDefined();
    expect(plan('妹妹', '客廳', '開心地笑').figure.look?.pose).toBe('laugh');
  });
});
