import { describe, expect, it } from 'vitest';
import { understand } from './understand.ts';
import { illustrateSvg } from './index.ts';

/**
 * Decision 0038: clothes patterns and two garment colours, crowd words, things beside or behind named as the place,
 * 樹上, a verb's reach, small things in the place field — in phrasings of their own, not the evaluation pages.
 */
const plan = (who: string, where: string, what: string) =>
  understand(`【誰】${who}【在哪裡】${where}【做什麼】${what}`);
const icons = (p: ReturnType<typeof understand>) => p.props.map((x) => x.icon);

describe('clothes', () => {
  it.each([
    ['穿橫條紋上衣的小男孩', 'stripes', 'top'],
    ['穿圓點洋裝的小女孩', 'dots', 'bottom'],
    ['穿格紋外套的爺爺', 'check', 'top'],
  ])('%s wears %s on the %s', (who, pattern, on) => {
    const look = plan(who, '公園', '散步').figure.look?.person;
    expect(look?.pattern).toBe(pattern);
    expect(look?.patternOn).toBe(on);
  });
  it('a plain shirt has no pattern, and a pattern is drawn', () => {
    expect(plan('穿紅色衣服的弟弟', '公園', '散步').figure.look?.person?.pattern).toBeUndefined();
    const svg = illustrateSvg({ prompt: '【誰】穿條紋衣服的哥哥【在哪裡】公園【做什麼】散步', style: '1', seed: 1 });
    expect(svg).toMatch(/<clipPath id="cp[0-9a-z]+s">/);
  });
  it('a top and a skirt keep their own colours', () => {
    const look = plan('穿藍色上衣紅色裙子的姊姊', '學校', '走路').figure.look?.person;
    expect(look?.outfit).toBe('dress');
    expect(look?.top).not.toBe(look?.bottom);
  });
});

describe('crowds, places and relations', () => {
  it('好多/很多 people are a group', () => {
    const p = plan('很多小朋友', '操場', '玩');
    expect((p.companion ? 1 : 0) + 1 + p.props.filter((x) => x.member).length).toBe(3);
  });
  it('beside the bed is not on it; under the bed still is under it', () => {
    expect(plan('小狗', '床旁邊', '睡覺').setting).toBeUndefined();
    expect(plan('小狗', '床底下', '睡覺').setting?.relation).toBe('under');
  });
  it('樹上 is a tree; 樹屋 is the tree house', () => {
    expect(plan('小鳥', '大樹上', '休息').scene.id).not.toBe('tree-house');
    expect(plan('哥哥', '樹屋裡', '看書').scene.id).toBe('tree-house');
  });
  it('a place word between a verb and a thing ends the verb’s reach', () => {
    const p = plan('妹妹', '教室', '坐在桌子旁邊寫作業');
    expect(p.props.filter((x) => x.placement === 'ride')).toEqual([]);
  });
  it('a small thing in the place field is drawn', () => {
    // (since decision 0060 the leaf is what the ladybird sits on, drawn big as its setting, not a prop beside it)
    const ladybird = plan('瓢蟲', '葉子上', '休息');
    expect([...icons(ladybird), ladybird.setting?.icon].filter(Boolean).length).toBeGreaterThan(0);
    expect(icons(plan('烏龜', '石頭上', '曬太陽'))).toContain('rock');
  });
});
