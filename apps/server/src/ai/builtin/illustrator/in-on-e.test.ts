import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';

/**
 * Decision 0060: a creature in a small holder, on a flower or a leaf, on a person's head, shoulder, hand or lap, led on
 * a leash; things held by a carrying verb (also in the who), lifted although drawn as ground things, carried on the
 * back; hiding under the quilt; an emoji upside down — in phrasings of their own, not the evaluation pages
 * (round-inon-e.ts, held-back-inon-e.ts).
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);

describe('a small creature sits on a person', () => {
  it.each([
    ['小麻雀', '操場', '停在哥哥的頭上', 'boy-light', 'head'],
    ['鸚鵡', '公園', '站在阿公的肩上', 'old-man-light', 'shoulder'],
    ['小瓢蟲', '院子', '爬到姊姊的手指上', 'girl-light', 'hand'],
    ['小貓咪', '客廳', '躺在奶奶的大腿上', 'old-woman-light', 'lap'],
  ])('%s %s %s: the person is the figure, the animal on its %s', (who, where, what, person, part) => {
    const p = plan(who, where, what);
    expect(p.figure.icon).toBe(person);
    expect(p.figure.look?.touch).toBe('perch');
    expect(p.figure.look?.perch).toBe(part);
    expect(p.companion?.look?.aloft).toBe(true);
  });
  it('a big animal is not perched on anyone (a horse beside a boy stays beside)', () => {
    expect(plan('馬', '農場', '站在弟弟的旁邊').figure.look?.touch).toBeUndefined();
  });
  it('a child on a grown-up’s lap: the grown-up sits, the child on its lap', () => {
    const p = plan('妹妹', '客廳', '坐在媽媽的腿上看書');
    expect(p.figure.icon).toBe('woman-light');
    expect(p.figure.look?.touch).toBe('lap');
    expect(p.figure.look?.pose).toBe('sit');
  });
});

describe('an animal led on a leash', () => {
  it.each([
    ['阿姨', '河堤', '牽著小狗慢慢走'],
    ['哥哥', '公園', '遛狗'],
    ['我', '巷子', '牽著狗繩帶小狗散步'],
  ])('%s %s %s: the dog is the one led', (who, where, what) => {
    const p = plan(who, where, what);
    expect(p.companion?.icon).toBe('dog');
    expect(p.figure.look?.touch).toBe('leash');
  });
  it('holding hands is no leash', () => {
    expect(plan('我', '公園', '和妹妹手牽手').figure.look?.touch).not.toBe('leash');
  });
});

describe('tiny creatures in and on small things', () => {
  it.each([
    ['小老鼠', '廚房', '躲在茶杯裡', 'teacup-without-handle', 'in'],
    ['小倉鼠', '客廳', '在馬克杯裡睡覺', 'hot-beverage', 'in'],
    ['蜜蜂', '花園', '停在向日葵上', 'sunflower', 'on'],
    ['毛毛蟲', '樹林', '趴在葉子上', 'leaf-fluttering-in-wind', 'on'],
  ])('%s %s %s: in or on the %s', (who, where, what, icon, relation) => {
    expect(plan(who, where, what).setting).toMatchObject({ icon, relation });
  });
  it('a child is in no cup and on no flower', () => {
    expect(plan('我', '廚房', '在杯子裡倒果汁').setting?.icon).not.toBe('hot-beverage');
    expect(plan('妹妹', '花園', '坐在花上').setting?.icon).not.toBe('tulip');
  });
  it('a penguin in the fridge is in it, the kitchen’s own fridge not drawn again', () => {
    expect(plan('北極熊', '廚房', '躲在冰箱裡').setting).toMatchObject({ icon: 'refrigerator' });
  });
  it('hiding under the quilt covers the figure', () => {
    expect(plan('弟弟', '房間', '躲在棉被裡').covered).toBe(true);
  });
  it('a shoebox is a box', () => {
    expect(plan('小狗', '房間', '擠在鞋盒裡').setting).toMatchObject({ icon: 'package', relation: 'in' });
  });
});

describe('held by a carrying verb', () => {
  const held = (p: ReturnType<typeof understand>, icon: string) =>
    p.props.some((x) => x.icon === icon && x.placement === 'hold');
  it.each([
    ['服務生', '餐廳', '端著一碗湯', 'pot-of-food'],
    ['阿伯', '公園', '提著一個鳥籠', 'cage'],
    ['選手', '操場', '舉起金牌', 'sports-medal'],
    ['學生們', '街上', '舉著標語', 'placard'],
    ['叔叔', '院子', '扛著梯子', 'ladder'],
  ])('%s %s %s holds the %s', (who, where, what, icon) => {
    expect(held(plan(who, where, what), icon)).toBe(true);
  });
  it('a verb before another word does not lift the later thing (拿著湯匙喝湯 holds no pot)', () => {
    expect(held(plan('弟弟', '餐廳', '拿著湯匙喝熱湯'), 'pot-of-food')).toBe(false);
    expect(held(plan('我', '客廳', '吹電風扇'), 'electric-fan')).toBe(false);
  });
  it('a verb in the who holds the thing too (舉著火把的…, 撐著雨傘的…)', () => {
    expect(plan('舉著火把的勇士', '山洞', '往前走').figure.look?.held?.kind).toBe('torch');
    expect(plan('撐著雨傘的阿嬤', '街上', '慢慢走').figure.look?.held?.kind).toBe('umbrella');
  });
});

describe('carried on the back', () => {
  it.each([
    ['哥哥', '公園', '背著一把吉他', 'guitar'],
    ['阿嬤', '山上', '揹著竹簍採茶', 'basket'],
  ])('%s %s %s: the %s on the back, not in the hand as well', (who, where, what, icon) => {
    const p = plan(who, where, what);
    expect(p.activity?.props).toContainEqual(expect.objectContaining({ icon, spot: 'back' }));
    expect(p.figure.look?.heldIcon).not.toBe(icon);
  });
  it('a person on the back is still carried, no other thing put there', () => {
    const p = plan('爸爸', '操場', '背著妹妹跑步');
    expect(p.figure.look?.touch).toBe('back');
    expect(p.activity?.props.some((x) => x.spot === 'back')).not.toBe(true);
  });
  it('a big sack stays the sack', () => {
    expect(plan('聖誕老公公', '雪地', '揹著一大袋玩具').activity?.props).toContainEqual(
      expect.objectContaining({ icon: 'sack', spot: 'back' }),
    );
  });
});

describe('upside down', () => {
  it('an emoji written upside down in a tree hangs under the crown', () => {
    expect(plan('蝙蝠', '樹林', '倒吊在大樹上').setting).toMatchObject({ hang: true });
  });
  it('a sloth (an emoji that already hangs) is left as it is', () => {
    expect(plan('樹懶', '森林', '倒掛在樹上').setting?.hang).toBeUndefined();
  });
  it('an animal whose own pose hangs is not turned over twice', () => {
    const svg = illustrateSvg({ prompt: '【誰】猴子【在哪裡】動物園【做什麼】倒掛在樹上', style: '1', seed: 2 });
    // (render.ts's turn is round the figure's box, far down the page; the animal's own is round its hip)
    expect(svg).not.toMatch(/translate\(0 \d{3,}(\.\d+)?\) scale\(1 -1\)/);
  });
});
