import { describe, expect, it } from 'vitest';
import { hasIcon, iconBody } from '../emoji.ts';
import { illustrateSvg } from '../index.ts';
import { colourOf } from '../understand-activity.ts';
import { understand } from '../understand.ts';
import { EVAL_PAGES_ACTS, evalPrompt, judge } from '../evaluation/index.ts';
import { activityCount, findActivity } from './activity.ts';

const page = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const svgOf = (who: string, where: string, what: string, seed = 1) =>
  illustrateSvg({ prompt: `【誰】${who}【在哪裡】${where}【做什麼】${what}`, style: '1', seed });

describe('activities with their tools (decision 0029)', () => {
  it('knows at least 60 activities, and every tool it names has artwork', () => {
    expect(activityCount()).toBeGreaterThanOrEqual(60);
    for (const w of [
      '下圍棋',
      '投籃',
      '釣魚',
      '割稻',
      '打針',
      '黑板上寫',
      '搗麻糬',
      '鑽火圈',
      '畫畫',
      '切菜',
      '扛',
      '提籃',
    ])
      for (const p of findActivity(w, 'tomato')?.props ?? []) expect(hasIcon(p.icon), `${w} ${p.icon}`).toBe(true);
  });

  it('puts each tool where the act needs it: in the hand, raised, on the back, under the feet, behind', () => {
    const spots = (what: string) =>
      Object.fromEntries((page('小朋友', '公園', what).activity?.props ?? []).map((p) => [p.icon, p.spot]));
    expect(spots('在球場打籃球')).toEqual({ basketball: 'up', 'basketball-hoop': 'behind' });
    expect(spots('拿著釣竿在釣魚')).toMatchObject({ 'fishing-pole': 'hand', fish: 'tip' });
    expect(spots('背著一大袋米')).toMatchObject({ sack: 'back' });
    expect(spots('開心地滑雪')).toMatchObject({ skis: 'feet' });
    expect(spots('溜直排輪')).toMatchObject({ 'roller-skate': 'feet' });
    expect(spots('用粉筆在黑板上寫字')).toMatchObject({ blackboard: 'behind', chalk: 'hand' });
  });

  it('the thing the act is done to goes with the tool, and is not drawn again on the ground', () => {
    const plan = page('爸爸', '廚房', '切番茄');
    const spots = Object.fromEntries((plan.activity?.props ?? []).map((p) => [p.icon, p.spot]));
    expect(spots).toMatchObject({ 'kitchen-knife': 'hand', tomato: 'table' });
    expect(plan.figure.look?.carries).toContain('tomato');
    const trod = page('恐龍', '森林', '踩扁了一個南瓜').activity?.props.find((p) => p.spot === 'under');
    expect(trod?.icon).toBe('jack-o-lantern');
  });

  it('sets the pose the act needs, and a person to do it to you when none is named', () => {
    expect(page('妹妹', '操場', '投籃').figure.look?.pose).toBe('jump');
    expect(page('小明', '教室', '坐著下棋').figure.look?.pose).toBe('sit');
    expect(page('弟弟', '醫院', '打針').companion?.icon).toBe('health-worker-light');
  });

  it('a word inside the activity is not a second thing (冰刀 is a skate, not a sword)', () => {
    const look = page('姊姊', '溜冰場', '穿著冰刀溜冰').figure.look;
    expect(look?.held).toBeUndefined();
  });

  it('draws the tools with well-formed numbers', () => {
    for (const what of ['投籃', '釣到一條魚', '背著麻袋', '滑雪', '切西瓜', '跳火圈', '踩到西瓜', '提著籃子'])
      for (const who of ['哥哥', '小狗']) expect(svgOf(who, '公園', what)).not.toMatch(/NaN|undefined|Infinity/);
    expect(svgOf('哥哥', '籃球場', '投籃')).toContain(iconBody('basketball-hoop').slice(0, 60));
  });
});

describe('colours the child wrote for things (decision 0029)', () => {
  it('reads a colour before a thing, with 色, 的, a count and 小/大 between, or inside the word', () => {
    expect(colourOf('騎著一匹白色的小馬', '小馬')).toBe('#ffffff');
    expect(colourOf('騎白馬', '白馬')).toBe('#ffffff');
    expect(colourOf('拿著藍色水桶', '水桶')).toBe('#3d8bfd');
    expect(colourOf('拿著水桶', '水桶')).toBeUndefined();
    expect(colourOf('紅色的花和水桶', '水桶')).toBeUndefined();
  });

  it('colours a ridden animal, an animal and a held or carried thing', () => {
    expect(page('王子', '草原', '騎著黑色的馬').figure.look?.ride?.colour).toBe('#333333');
    expect(page('一隻白色的小貓', '屋頂', '睡覺').figure.coat).toBe('#ffffff');
    const bucket = page('妹妹', '海邊', '提著黃色的水桶').activity?.props.find((p) => p.icon === 'bucket');
    expect(bucket?.colour).toBe('#f7d038');
  });
});

describe('on the figure and counts (decision 0029)', () => {
  it('everyone named riding together sits in the one boat or car', () => {
    const plan = page('爸爸和媽媽', '湖邊', '一起划小船');
    expect(plan.figure.look?.ride?.kind).toBe('boat');
    expect(plan.companion?.look?.alongside).toBe(true);
    expect(plan.companion?.look?.ride?.kind).toBe('boat');
  });

  it('the scenery does not add more of a thing the child counted', () => {
    // the snow scene's own snowmen are left out when the page names one
    const svg = svgOf('一個雪人', '雪地', '曬太陽', 3);
    const body = iconBody('snowman').slice(0, 80);
    expect(svg.split(body).length - 1).toBe(1);
  });
});

describe('the activity held-back set (evaluation/held-back-acts.ts)', () => {
  // A floor a little under today's figure (46/48; 38/48 before this work): a regression fails, noise does not.
  it('understands at least 90 % of its pages', () => {
    const ok = EVAL_PAGES_ACTS.filter((p) => judge(p, understand(evalPrompt(p))).ok).length;
    expect(ok / EVAL_PAGES_ACTS.length).toBeGreaterThanOrEqual(0.9);
  });
});
