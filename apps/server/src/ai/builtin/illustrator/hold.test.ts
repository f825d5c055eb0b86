import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';

/**
 * Decision 0049: carried, held, ridden and worn things on the figure at the right scale — passengers, a child on the
 * shoulders, a joey in the pouch, the young beside the parent, a thing thrown drawn once, worn things on the body —
 * in phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);

describe('a passenger rides along, never a head under the ride', () => {
  it('the one carried on a bicycle or a scooter sits behind the rider, drawn whole', () => {
    for (const [who, what] of [
      ['哥哥', '騎腳踏車載著妹妹'],
      ['阿伯', '騎摩托車載阿姨去菜市場'],
      ['叔叔', '騎機車載著小朋友'],
      // (載 names the passenger however it was found: a person beside, or 我 that is no thing)
      ['媽媽', '騎機車載我去補習班'],
      ['牛仔', '騎馬載著小男孩'],
    ] as const) {
      const p = plan(who, '馬路上', what);
      expect(p.figure.look?.ride, what).toBeDefined();
      expect(p.companion?.look?.person, what).toBeDefined();
      expect(p.companion?.look?.alongside, what).toBe(true);
      expect(p.companion?.look?.ride, what).toEqual(p.figure.look?.ride);
      // no person prop left to be drawn as a ridden emoji head
      expect(
        p.props.filter((x) => x.placement === 'ride' && /-(light|medium|dark)/.test(x.icon)),
        what,
      ).toEqual([]);
    }
  });
});

describe('on the shoulders', () => {
  it('the grown-up carries and the child rides, whoever is named first', () => {
    for (const [who, what] of [
      ['小華', '坐在叔叔的肩膀上看煙火'],
      ['阿姨', '讓妹妹坐在她肩上'],
    ] as const) {
      const p = plan(who, '廣場', what);
      expect(p.figure.look?.person?.age, what).toBe('adult');
      expect(p.figure.look?.touch, what).toBe('shoulders');
      expect(p.companion?.look?.person?.age, what).toBe('child');
      expect(p.companion?.look?.aloft, what).toBe(true);
    }
  });
});

describe('the young with the parent', () => {
  it('a young one named in the what is the companion, small, not a second grown one among the props', () => {
    const duck = plan('天鵝媽媽', '湖邊', '帶著小天鵝游泳');
    expect(duck.companion?.young).toBe(true);
    expect(duck.props.some((x) => x.icon === duck.figure.icon)).toBe(false);
    const calf = plan('小羊', '草原', '跟在羊媽媽後面');
    expect(calf.companion?.parent).toBe(true);
  });

  it('a joey in the pouch: the parent is the figure and the young one is in its pouch', () => {
    for (const [who, what] of [
      ['袋鼠', '肚子的口袋裡有小袋鼠'],
      ['小袋鼠', '在媽媽的育兒袋裡睡覺'],
    ] as const) {
      const p = plan(who, '草原', what);
      expect(p.figure.icon, what).toBe('kangaroo');
      expect(p.figure.young, what).toBeFalsy();
      expect(p.companion?.young, what).toBe(true);
      expect(p.companion?.pouch, what).toBe(true);
    }
  });

  it('the joey is drawn inside the picture with its pouch', () => {
    const prompt = (what: string) => `【誰】袋鼠媽媽【在哪裡】草原【做什麼】${what}`;
    // (the pouch's lip, in the parent's belly colour: only when a young one is in it)
    expect(illustrateSvg({ prompt: prompt('肚子口袋裡有小袋鼠'), style: '1', seed: 3 })).toContain('#e9c7a4');
    expect(illustrateSvg({ prompt: prompt('跳來跳去'), style: '1', seed: 3 })).not.toContain('#e9c7a4');
  });
});

describe('held and worn things on the body', () => {
  it('a thing thrown flies once, not also in the hand', () => {
    const p = plan('姊姊', '草地上', '把飛盤丟得好遠');
    expect(p.activity).toBeDefined();
    expect(p.figure.look?.heldIcon).toBeUndefined();
  });

  it('licked is held', () => {
    const p = plan('妹妹', '公園', '舔著甜筒冰淇淋');
    expect(p.figure.look?.heldIcon).toBeDefined();
  });

  it('a torch is held up, goggles and a swimming cap are worn, an apron is on the body', () => {
    expect(plan('探險隊', '山洞裡', '拿著火炬往前走').figure.look?.held?.kind).toBe('torch');
    const swim = plan('弟弟', '游泳池', '戴著紅色泳帽和泳鏡');
    const worn = swim.figure.look?.worn ?? [];
    expect(worn.find((w) => w.kind === 'hat')).toMatchObject({ hat: 'swim', colour: '#e84a4a' });
    expect(worn.some((w) => w.kind === 'goggles')).toBe(true);
    expect(worn.some((w) => w.kind === 'glasses')).toBe(false);
    expect(plan('爸爸', '廚房', '綁著圍裙洗碗').figure.look?.worn.some((w) => w.kind === 'apron')).toBe(true);
  });

  it('a little one held in the arms is a baby, two hugging are not', () => {
    expect(plan('哥哥', '房間', '抱著小弟弟').companion?.look?.person?.age).toBe('baby');
    expect(plan('哥哥和弟弟', '房間', '抱在一起').companion?.look?.person?.age).toBe('child');
  });
});
