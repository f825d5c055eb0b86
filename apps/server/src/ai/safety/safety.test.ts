import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

const BLOCKED = [
  '我要殺死你',
  '我要杀死你',
  '他去自殺',
  '血腥的怪獸',
  '色情圖片',
  '脫光衣服',
  '幹你娘',
  '你是白痴',
  '他媽的',
  '吸毒的人',
  '強姦',
  '我想去死',
  '王八蛋',
  'I will kill you',
  'porn',
  'you are stupid',
  'F U C K'.replace(/ /g, ''),
];
const ALLOWED = [
  '老母雞',
  '打敗怪獸',
  '鬼臉',
  '做鬼臉',
  '小雞在乾淨的房間',
  '干净的衣服',
  '恐龍吃肉',
  '海盜找寶藏',
  '打敗壞人',
  '寶劍',
  '射箭比賽',
  '水槍',
  '放屁',
  '大便',
  '鬼屋探險',
  '殺價',
  '死海',
  '大野狼',
  '笨蛋小狗',
  '雞蛋',
  '怪物',
  '小幽靈',
  '巫婆',
  'killer whale',
  'skill',
  'Marionette',
  'class',
  '我愛媽媽',
];

describe('content safety', () => {
  it.each(BLOCKED)('blocks %s with a kind message', (text) => {
    const v = checkText(text);
    expect(v.safe).toBe(false);
    if (!v.safe) expect(v.message).toMatch(/[喔吧]/);
  });

  it.each(ALLOWED)('lets %s through', (text) => {
    expect(checkText(text)).toEqual({ safe: true });
  });

  it.each([
    ['我的主角是皮卡丘', '皮卡丘'],
    ['哆啦A夢的口袋', '哆啦A夢'],
    ['Elsa in the castle', 'Elsa'],
    ['kuromi', 'Kuromi'],
    ['多啦a梦', '多啦A夢'],
  ])('suggests an own character instead of %s', (text, name) => {
    const v = checkText(text);
    expect(v).toMatchObject({ safe: false, reason: 'owned-character', character: name });
    if (!v.safe) expect(v.message).toContain('自己的角色');
  });

  it('checks every text of a list', () => {
    expect(checkText(['小兔子', '森林', '殺人']).safe).toBe(false);
    expect(checkText(['小兔子', '森林', '']).safe).toBe(true);
  });
});
