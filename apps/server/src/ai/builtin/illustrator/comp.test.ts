import { describe, expect, it } from 'vitest';
import { joinPrompt, understand } from './understand.ts';
import { illustrate } from './index.ts';

/** Decision 0061: companions, modifiers drawn, animals without a family character, hats in the who — own phrasings. */
const plan = (who: string, where: string, what: string) => understand(joinPrompt(who, where, what));

describe('an animal word without a family character is its nearest animal, never a child', () => {
  it.each([
    ['一隻小海象', '北極', '在游泳', 'seal'],
    ['犰狳寶寶', '草地上', '睡覺', 'pangolin'],
    ['水豚', '動物園', '吃西瓜', 'beaver'],
    ['白鼻心', '山上', '爬樹', 'raccoon'],
  ])('%s', (who, where, what, icon) => {
    const f = plan(who, where, what).figure;
    expect(f.icon).toBe(icon);
    expect(f.look?.person).toBeUndefined();
  });
});

describe('a hat in the who is worn, not carried, and a role before 帽 is its kind', () => {
  it('戴著巫婆帽的小女生 is a girl in a witch hat, not an old witch', () => {
    const p = plan('戴著巫婆帽的小女生', '公園', '玩');
    expect(p.figure.look?.person?.age).toBe('child');
    expect(p.figure.look?.worn).toContainEqual({ kind: 'hat', hat: 'witch' });
    expect(p.companion).toBeUndefined();
  });
  it('戴黃帽子的弟弟 holds no top hat', () => {
    const p = plan('戴黃帽子的弟弟', '學校', '走路');
    expect(p.props.map((x) => x.icon)).not.toContain('top-hat');
    expect(p.figure.look?.worn.some((w) => w.kind === 'hat')).toBe(true);
  });
});

describe("a role's companion and attribute", () => {
  it('a shepherdess is drawn with sheep even when none is named', () => {
    const p = plan('牧羊女', '山坡上', '唱歌');
    expect(p.figure.look?.person).toBeDefined();
    expect(p.props.filter((x) => x.icon === 'ewe').length).toBeGreaterThanOrEqual(2);
  });
  it('a bride wears her veil; a dog one brings along walks beside', () => {
    expect(plan('新娘子', '花園', '拍照').figure.look?.worn).toContainEqual({ kind: 'veil' });
    expect(plan('姊姊', '河邊', '帶著狗狗散步').props).toContainEqual({ icon: 'dog', placement: 'beside' });
  });
  it('dressing up as a role wears its costume at the child’s age', () => {
    const look = plan('扮成警察的妹妹', '學校', '跳舞').figure.look;
    expect(look?.person?.age).toBe('child');
    expect(look?.worn).toContainEqual(expect.objectContaining({ kind: 'hat', hat: 'police' }));
  });
});

describe('a modifier is drawn on the thing', () => {
  it('shapes, patterns and flavours', () => {
    expect(plan('我', '夜市', '拿著愛心形狀的氣球').figure.look?.held).toMatchObject({
      kind: 'balloon',
      shape: 'heart',
    });
    expect(plan('我', '廟口', '提著小狗燈籠').figure.look?.held).toMatchObject({ kind: 'lantern', shape: 'ears' });
    expect(plan('哥哥', '街上', '撐著七彩的雨傘').figure.look?.held).toMatchObject({ pattern: 'rainbow' });
    expect(plan('妹妹', '山上', '圍著點點圍巾').figure.look?.worn).toContainEqual(
      expect.objectContaining({ kind: 'scarf', pattern: 'dots' }),
    );
    const cake = plan('爸爸', '家裡', '切抹茶蛋糕').props.find((x) => /cake/.test(x.icon));
    expect(cake?.colour).toBe('#8fbf5a');
    // no heart or rainbow drawn beside it, and a star balloon sets no night
    expect(plan('我', '公園', '拿著星星氣球').night).toBe(false);
    expect(plan('我', '街上', '撐著彩虹色的雨傘').props.map((x) => x.icon)).not.toContain('rainbow');
  });
  it('draws them without error', async () => {
    for (const what of ['拿著愛心形狀的氣球', '提著金魚燈籠', '撐著彩虹色的雨傘', '圍著條紋圍巾', '戴著恐龍造型的帽子'])
      expect(
        (await illustrate({ prompt: joinPrompt('小女孩', '公園', what), style: '1', seed: 3 })).length,
      ).toBeGreaterThan(1000);
  });
});

describe('a second thing named with 和 or 還有 is in the other hand', () => {
  it('買麵包還有牛奶', () => {
    const look = plan('我', '超商', '買麵包還有牛奶').figure.look;
    expect(look?.heldIcon).toBeDefined();
    expect(look?.heldBackIcon).toBeDefined();
    expect(look?.heldBackIcon).not.toBe(look?.heldIcon);
  });
  it('a person given to is not held', () => {
    expect(plan('我', '教室', '送禮物給老師').figure.look?.heldBackIcon).toBeUndefined();
  });
});
