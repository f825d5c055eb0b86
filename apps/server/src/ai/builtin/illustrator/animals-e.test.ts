import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';
import { speciesFor } from './figure/species.ts';
import { hasIcon } from './emoji.ts';

/**
 * Decision 0054 (less common animals, the sex of people): an animal a child names is drawn as itself or its family,
 * never as a child; nothing the tables know crashes the picture; 哥哥/叔叔 are male, 姊姊/阿姨 female — in phrasings
 * of their own, not the evaluation pages.
 */
const plan = (who: string, where = '森林', what = '玩') =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);

describe('less common animals', () => {
  it('named kinds are drawn as themselves', () => {
    for (const [who, icon] of [
      ['一隻河狸', 'beaver'],
      ['大龍蝦', 'lobster'],
      ['狐獴們', 'meerkat'],
      ['穿山甲寶寶', 'pangolin'],
      ['雪豹', 'snow-leopard'],
      ['小海馬', 'seahorse'],
      ['一隻小熊貓', 'red-panda'],
    ] as const)
      expect(plan(who).figure.icon, who).toBe(icon);
  });
  it('an unknown animal word is its family, not a child; a land family is not taken after 海', () => {
    expect(plan('一隻金絲猴').figure.icon).toBe('monkey');
    expect(plan('招潮蟹', '海邊').figure.icon).toBe('crab');
    expect(plan('我和白鷺鷥', '田裡').companion?.icon).toBe('bird');
    expect(plan('海豚和海牛', '海裡').companion?.icon).not.toBe('cow');
    // names stay people
    expect(plan('阿虎').figure.icon).not.toBe('tiger');
    // a family character inside a known animal is not a second animal
    expect(plan('紅鶴', '湖邊', '站著').companion).toBeUndefined();
  });
  it('new kinds have a body or a drawing, and every figure word can be drawn', () => {
    for (const icon of ['meerkat', 'pangolin', 'snow-leopard', 'phoenix']) expect(speciesFor(icon), icon).toBeDefined();
    for (const icon of ['seahorse', 'dragonfly', 'phoenix', 'meerkat']) expect(hasIcon(icon), icon).toBe(true);
    for (const who of ['蜻蜓', '鳳凰', '海馬'])
      expect(() =>
        illustrateSvg({ prompt: `【誰】${who}【在哪裡】池塘【做什麼】飛`, style: '1', seed: 1 }),
      ).not.toThrow();
  });
  it("teeth used or shown are the animal's own; a lost tooth is still drawn", () => {
    expect(plan('小河狸', '河邊', '用尖尖的牙齒啃樹').props.map((p) => p.icon)).not.toContain('tooth');
    expect(plan('我', '家裡', '牙齒掉了一顆').props.map((p) => p.icon)).toContain('tooth');
  });
  it('a raccoon has a mask and round ears, a kind named with its coat keeps it', () => {
    expect(speciesFor('raccoon')).toMatchObject({ pattern: 'mask', ear: 'round' });
    const p = plan('黑面琵鷺', '海邊', '散步');
    expect(p.figure.coat ?? p.figure.look?.coat).toBe('#f4f4f4');
  });
});

describe('the sex of people', () => {
  const sex = (who: string, where = '便利商店', what = '聊天') => {
    const p = plan(who, where, what);
    return [p.figure.look?.person?.feminine, p.companion?.look?.person?.feminine];
  };
  it('a man drawn from a man icon stays a man; 帥哥, 大哥 are male, 美女 female', () => {
    expect(sex('開公車的司機')[0]).toBe(false);
    expect(sex('我和帥哥店員')[1]).toBe(false);
    expect(sex('大哥和我')[0]).toBe(false);
    expect(sex('我和美女店員')[1]).toBe(true);
    expect(sex('店員大姊姊')[0]).toBe(true);
  });
});
