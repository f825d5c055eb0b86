import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrate } from './index.ts';

/**
 * Decision 0036: people known by their work clothes, and actions drawn with their tool and the thing acted on — in
 * phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const worn = (p: ReturnType<typeof understand>) =>
  (p.figure.look?.worn ?? []).map((w) => (w.kind === 'hat' ? `hat:${w.hat}` : w.kind));

describe('a role is read from its costume and headwear', () => {
  it.each([
    ['護理師', '診所', '幫小妹妹包紮', 'hat:nurse'],
    ['醫生伯伯', '醫院', '看病', 'stethoscope'],
    ['農民', '菜園', '拔草', 'hat:conical'],
    ['戴著斗笠的阿伯', '田裡', '休息', 'hat:conical'],
    ['大廚', '餐廳', '切洋蔥', 'apron'],
    ['麵包師', '麵包店', '揉麵團', 'hat:chef'],
    ['工人', '馬路上', '修路', 'vest'],
    ['消防隊員', '火災現場', '救人', 'hat:helmet'],
    ['軍人', '營區', '站崗', 'hat:helmet'],
    ['魔術師', '派對', '表演', 'hat:top'],
  ])('%s / %s / %s wears %s', (who, where, what, kind) => {
    const p = plan(who, where, what);
    expect(p.figure.look?.person).toBeDefined();
    expect(worn(p)).toContain(kind);
  });
  it.each([
    ['女警', 'police-officer-light'],
    ['阿兵哥', 'guard-light'],
    ['郵差', 'man-light'],
  ])('%s is a whole person, never a plain child', (who, icon) => {
    const p = plan(who, '街上', '走路');
    expect(p.figure.icon).toBe(icon);
    expect(p.figure.look?.person?.age).toBe('adult');
  });
  it('警察阿姨 and 護士姊姊 are one person each; 我和警察叔叔 are two', () => {
    expect(plan('警察阿姨', '路口', '指揮交通').companion).toBeUndefined();
    expect(plan('護士姊姊', '醫院', '量血壓').companion).toBeUndefined();
    expect(plan('我和警察叔叔', '街上', '說話').companion?.icon).toBe('police-officer-light');
    expect(plan('爸爸和叔叔', '客廳', '聊天').companion).toBeDefined();
  });
});

describe('an action is drawn with its tool and the thing acted on', () => {
  const act = (who: string, where: string, what: string) => plan(who, where, what).activity;
  it('digs with a shovel and a hole; an animal digs without one', () => {
    // the shovel, the hole with its heap, and what is dug up at the hole
    expect(act('哥哥', '菜園', '挖地瓜')?.props.map((p) => p.icon)).toEqual([
      'shovel',
      'dirt-pile',
      'roasted-sweet-potato',
    ]);
    expect(act('小狗', '草地', '挖洞')?.props.map((p) => p.icon)).toEqual(['dirt-pile']);
  });
  it('climbs a ladder lifted onto its rungs', () => {
    const p = plan('叔叔', '屋頂旁邊', '爬上梯子');
    expect(p.figure.look?.pose).toBe('climb');
    expect(p.activity?.props[0]).toMatchObject({ icon: 'ladder', spot: 'ladder' });
  });
  it('pushes in front, pulls behind', () => {
    expect(act('阿公', '醫院', '推著輪椅')?.props[0]).toMatchObject({ spot: 'front' });
    expect(act('媽媽', '機場', '拖著行李箱')?.props[0]).toMatchObject({ icon: 'luggage', spot: 'trail' });
  });
  it('cooks whatever is in the pot (煮一鍋, 炒一盤)', () => {
    expect(act('爸爸', '廚房', '煮一鍋稀飯')?.props[0]?.icon).toBe('pot-of-food');
    expect(act('阿姨', '廚房', '炒一盤高麗菜')?.props[0]?.icon).toBe('pot-of-food');
  });
  it('bathes in the tub indoors, not at a river', () => {
    expect(plan('小妹妹', '浴室', '泡澡').setting?.icon).toBe('bathtub');
    expect(plan('小象', '河邊', '洗澡').setting).toBeUndefined();
  });
  it('hibernates asleep; an animal slides on its belly, a child on skates', () => {
    expect(plan('松鼠', '樹洞', '冬眠').figure.look?.pose).toBe('sleep');
    expect(plan('海豹', '冰上', '滑來滑去').figure.look?.pose).toBe('swim');
    const child = plan('妹妹', '結冰的湖', '滑來滑去');
    expect(child.figure.look?.pose).toBe('dance');
    expect(child.activity?.props[0]?.icon).toBe('ice-skate');
  });
  it('drives inside the bus with the wheel in the hands, not on a toy bus', () => {
    const p = plan('司機伯伯', '公車上', '開公車載大家');
    expect(p.props.map((x) => x.icon)).not.toContain('bus');
    expect(p.activity?.props[0]?.icon).toBe('steering-wheel');
  });
  it('salutes with the hand at the brow (敬禮, 行禮), at a flag raising too', () => {
    expect(plan('軍人', '營區', '向長官敬禮').figure.look?.pose).toBe('salute');
    expect(plan('我', '操場', '升旗的時候行禮').figure.look?.pose).toBe('salute');
  });
  it('冰 on the ice is the ground, 吃冰 is the dessert', () => {
    const ids = (what: string) => plan('海豹', '冰上', what).props.map((p) => p.icon);
    expect(ids('趴在冰上滑來滑去')).not.toContain('shaved-ice');
    expect(plan('我', '夜市', '吃一碗冰').props.map((p) => p.icon)).toContain('shaved-ice');
  });
  it('builds with blocks, and a house being built stays drawn', () => {
    expect(act('弟弟', '房間', '堆積木')?.props[0]?.icon).toBe('toy-blocks');
    const p = plan('小狗們', '森林', '蓋一間樹屋');
    expect(p.activity?.props.map((x) => x.icon)).toContain('brick');
    expect(p.figure.look?.carries ?? []).not.toContain('house');
  });
  it('draws a belly slide and a ladder climb without error', async () => {
    for (const [who, where, what] of [
      ['企鵝', '冰山', '滑來滑去'],
      ['消防員', '大樓前面', '爬梯子救小貓'],
    ] as const) {
      const png = await illustrate({ prompt: `【誰】${who}【在哪裡】${where}【做什麼】${what}`, style: '1', seed: 2 });
      expect(png.length).toBeGreaterThan(10_000);
    }
  });
});

describe('a role called by an address word takes its sex and age from the word (issue O #20)', () => {
  const person = (who: string, where: string, what: string) => plan(who, where, what).figure.look?.person;
  // roles whose clothes do not say the sex (郵差, 警察, 司機 …), with many pages' hashes: the address word decides
  const men = ['郵差叔叔', '警察伯伯', '司機叔叔', '農夫伯伯', '消防員哥哥', '廚師叔叔', '魔術師先生', '救生員哥哥'];
  const women = ['郵差阿姨', '警察姊姊', '司機阿姨', '農夫阿姨', '女警', '廚師小姐', '魔術師姐姐'];
  const pages: [string, string][] = [
    ['街上', '騎機車送信'],
    ['馬路上', '騎著腳踏車'],
    ['牧場', '騎馬'],
    ['公園', '坐在椅子上休息'],
    ['社區', '搬著一個大箱子'],
    ['門口', '和小朋友說話'],
  ];
  it.each(men)('%s is a man on every page, never in a skirt', (who) => {
    for (const [where, what] of pages) {
      const p = person(who, where, what);
      expect(p?.feminine, `${who} ${where} ${what}`).toBe(false);
      expect(p?.outfit, `${who} ${where} ${what}`).not.toBe('dress');
    }
  });
  it.each(women)('%s is a woman on every page', (who) => {
    for (const [where, what] of pages) expect(person(who, where, what)?.feminine, `${who} ${what}`).toBe(true);
  });
  it('the second figure too; an old address word makes the role old; 先生 is a grown man', () => {
    for (const [where, what] of pages) {
      expect(plan('我和郵差叔叔', where, what).companion?.look?.person?.feminine).toBe(false);
      expect(plan('郵差爺爺', where, what).figure.look?.person).toMatchObject({ age: 'elderly', feminine: false });
      expect(plan('警察阿嬤', where, what).figure.look?.person).toMatchObject({ age: 'elderly', feminine: true });
    }
    expect(person('先生', '公車站', '坐在椅子上看報紙')).toMatchObject({ age: 'adult', feminine: false });
  });
});
