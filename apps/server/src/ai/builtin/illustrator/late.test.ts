import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';

/** Session c, late (decision 0033): the four classes a blind reviewer named, in phrasings of their own. */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const icons = (p: ReturnType<typeof understand>) => [
  p.figure.icon,
  ...(p.companion ? [p.companion.icon] : []),
  ...p.props.map((x) => x.icon),
  ...(p.setting ? [p.setting.icon] : []),
];

describe('a thing one is on or in, named as the place', () => {
  it.each([
    ['小豬', '大船上', '看海', 'sea', 'sailboat'],
    ['妹妹', '搖搖椅上', '看書', 'living-room', 'chair'],
    ['小狗', '熱氣球裡', '往下看', 'sky', 'hot-air-balloon'],
    ['爸爸', '單車上', '唱歌', 'park', 'bicycle'],
    ['小熊', '帳篷裡', '睡覺', 'campsite', 'tent'],
  ])('%s / %s / %s → %s with %s', (who, where, what, scene, thing) => {
    const p = plan(who, where, what);
    expect(p.scene.id).toBe(scene);
    expect(icons(p)).toContain(thing);
  });
  it('a balloon is in the sky even when the page set off from a park', () => {
    expect(plan('阿公', '公園', '坐在熱氣球裡揮手').scene.id).toBe('sky');
  });
});

describe('a creature behind a modifier', () => {
  it.each([
    ['巨龍', 'dragon'],
    ['大黑龍', 'dragon'],
    ['小白鯊', 'shark'],
  ])('%s → %s', (who, icon) => expect(plan(who, '森林', '散步').figure.icon).toBe(icon));
});

describe('no loose body part and no lookalike', () => {
  it.each(['用鼻子聞花', '用嘴巴叼著骨頭', '摸摸耳朵', '伸出舌頭'])('小狗 %s draws no body-part emoji', (what) =>
    expect(icons(plan('小狗', '院子', what)).join(' ')).not.toMatch(/nose|mouth|ear-|tongue|lips/),
  );
  it('國旗 is a flag on a pole, not a golf flag', () =>
    expect(icons(plan('我', '學校', '拿著國旗'))).not.toContain('flag-in-hole'));
});
