import { describe, expect, it } from 'vitest';
import { describeDrawing } from './describe.ts';
import { layoutFigures } from './layout.ts';
import { seeded } from './random.ts';
import { composeSvg } from './render.ts';
import { findStyle } from './style.ts';
import { findThings } from './things/find.ts';
import { understand, joinPrompt } from './understand.ts';

/** Scene composition (decision 0033): the air of a place, shows drawn whole, sizes, relations, landmarks. */

describe('the air of a place', () => {
  it.each([
    ['小狗', '雨停了的操場', '跑來跑去', 'wet'],
    ['我', '下過雨的馬路', '撐傘走路', 'wet'],
    ['小鹿', '大霧的森林', '找媽媽', 'fog'],
    ['姊姊', '颳大風的河邊', '散步', 'wind'],
    ['爺爺', '海邊', '清晨去釣魚', 'dawn'],
    ['小貓', '黃昏的屋頂', '伸懶腰', 'dusk'],
  ])('%s %s %s → %s', (who, where, what, air) => {
    const plan = understand(joinPrompt(who, where, what));
    if (air === 'dawn' || air === 'dusk') expect(plan.air?.low).toBe(air);
    else expect(plan.air?.[air as 'wet' | 'fog' | 'wind']).toBe(true);
    // after rain it does not rain
    if (air === 'wet') expect(plan.rain).toBe(false);
  });
  it('is not painted in a room or under the sea', () => {
    expect(understand(joinPrompt('我', '客廳', '雨停了看窗外')).air).toBeUndefined();
    expect(understand(joinPrompt('小魚', '海底', '在霧裡游泳')).air).toBeUndefined();
  });
  it('draws puddles after rain and a low sun at dawn instead of a sunrise tile', () => {
    const style = findStyle('1')!;
    const wet = composeSvg(understand(joinPrompt('弟弟', '雨後的公園', '散步')), style, seeded(3));
    const dry = composeSvg(understand(joinPrompt('弟弟', '公園', '散步')), style, seeded(3));
    expect((wet.match(/<ellipse/g) ?? []).length).toBeGreaterThan((dry.match(/<ellipse/g) ?? []).length + 6);
    const dawn = understand(joinPrompt('我', '山上', '看日出'));
    expect(dawn.props.map((p) => p.icon)).not.toContain('sunrise');
  });
});

describe('shows and creatures named as one word', () => {
  it.each([
    ['看舞龍', 'dragon-dance'],
    ['舞獅表演', 'lion-dance'],
    ['看布袋戲', 'puppet-show'],
    ['參加花車遊行', 'parade'],
    ['跨年看煙火', 'fireworks-burst'],
    ['坐旋轉木馬', 'carousel'],
  ])('%s → %s', (what, icon) => {
    expect(findThings(what).map((t) => t.icon)).toContain(icon);
  });
  it('does not read 遊行 as swimming', () => {
    expect(understand(joinPrompt('妹妹', '街上', '看遊行')).figure.look?.pose).not.toBe('swim');
  });
  it('puts a flower wreath on the head', () => {
    expect(understand(joinPrompt('小女孩', '草地', '戴著花環')).figure.accessory).toBe('flower-wreath');
  });
});

describe('size words', () => {
  it.each([
    ['抓到一條大魚', 'tropical-fish', 1.5],
    ['看到一顆巨大的蛋', 'egg', 1.9],
    ['撿到一顆小小的石頭', 'rock', 0.55],
    ['爬上很高的樹', 'deciduous-tree', 1.6],
  ])('%s → %s × %s', (what, icon, size) => {
    expect(findThings(what).find((t) => t.icon === icon)?.size).toBe(size);
  });
  it('takes no size from a word said of something else', () => {
    expect(findThings('風很大帽子飛走了').find((t) => t.icon === 'top-hat')?.size).toBeUndefined();
    expect(findThings('小狗').find((t) => t.icon === 'dog')?.size).toBeUndefined();
  });
  it('draws a big thing bigger than the same thing unsized', () => {
    const sizeOf = (what: string, icon: string) => {
      const plan = understand(joinPrompt('哥哥', '公園', what));
      const i = plan.props.findIndex((p) => p.icon === icon);
      return layoutFigures(plan, seeded(5)).props[i]!.size;
    };
    expect(sizeOf('看到一個巨大的西瓜', 'watermelon')).toBeGreaterThan(sizeOf('看到一個西瓜', 'watermelon') * 1.5);
  });
});

describe('relations and landmarks', () => {
  it('hides behind a bush or a rock: drawn in front of the figure', () => {
    expect(understand(joinPrompt('小狐狸', '森林', '躲在樹叢後面')).setting).toEqual({
      icon: 'bush',
      relation: 'behind',
    });
    expect(understand(joinPrompt('小松鼠', '山上', '藏在大石頭後面')).setting?.relation).toBe('behind');
  });
  it('stands on top of a tower with its feet on the top, inside the picture', () => {
    const plan = understand(joinPrompt('王子', '城堡', '站在塔上'));
    const l = layoutFigures(plan, seeded(2));
    expect(plan.props[0]!.placement).toBe('ride');
    expect(l.figure.y).toBeGreaterThanOrEqual(0);
    expect(l.figure.y + l.figure.size).toBeLessThan(l.props[0]!.y + l.props[0]!.size * 0.6);
  });
  it('draws a slide, a tent or a ferris wheel bigger than the figure, not as a small icon', () => {
    for (const what of ['在溜滑梯旁邊玩', '搭帳篷', '看摩天輪']) {
      const plan = understand(joinPrompt('小明', '公園', what));
      const l = layoutFigures(plan, seeded(1));
      const big = plan.props.findIndex((p) => ['playground-slide', 'tent', 'ferris-wheel'].includes(p.icon));
      expect(l.props[big]!.size).toBeGreaterThan(l.figure.size);
    }
  });
  it('puts a sleeper under a blanket in bed', () => {
    const plan = understand(joinPrompt('妹妹', '房間', '蓋著棉被睡午覺'));
    expect(plan.covered).toBe(true);
    expect(plan.setting?.icon).toBe('bed');
  });
  it('says in words where things are and how big', () => {
    expect(describeDrawing(joinPrompt('小貓', '客廳', '躲在桌子底下'))).toContain('桌子（下面）');
    expect(describeDrawing(joinPrompt('我', '雨後的公園', '踩水坑'))).toContain('雨後');
  });
});
