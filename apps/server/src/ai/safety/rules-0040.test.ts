import { describe, expect, it } from 'vitest';
import { checkText } from './safety.ts';

// session 0040 (decision 0040): the classes of rules-0040.ts, each with texts of its own (not lines of the sets)
const cat = (t: string) => {
  const v = checkText(t);
  return v.safe ? 'safe' : v.category;
};

describe('safety, session 0040 classes (block side)', () => {
  it('a named child or 他/她 called a thing of contempt; teasing nouns only of a name', () => {
    for (const t of [
      '蔡小婷是大笨蛋',
      '我們班的阿翰是神經病',
      '鄭大寶根本就是廢物',
      '那個新來的是白痴',
      '小 翰 是 白 痴',
      '小雯是🐷',
    ])
      expect(cat(t), t).toBe('profanity');
    for (const t of [
      '小明是我們班的風紀股長',
      '他是一個大笨蛋，把鞋子穿反了',
      '阿明是垃圾分類小尖兵',
      '小明是豬肉攤老闆的兒子',
      '小明像豬一樣愛睡覺',
      '小明是🐱',
    ])
      expect(cat(t), t).toBe('safe');
  });

  it('smells, ugliness and germs pinned on a child, not a circumstance or an animal', () => {
    for (const t of [
      '劉小偉超臭的',
      '阿輝又胖又醜',
      '碰到阿宏會被傳染',
      '小欣身上有蝨子，不要靠近她',
      '阿德摸過的東西都很噁心',
    ])
      expect(cat(t), t).toBe('profanity');
    for (const t of [
      '阿花好臭喔，牠在泥巴裡打滾',
      '小明臭臭的，因為他剛跑完步',
      '小明好髒喔，玩到全身都是泥巴',
      '她好醜的字喔',
      '小美好高喔',
    ])
      expect(cat(t), t).toBe('safe');
  });

  it('nicknames of contempt, shutting out and everyone hating a child', () => {
    for (const t of [
      '我們都叫小杰臭蟲',
      '大家都叫她大肥婆',
      '楊小晴的綽號是鼻涕王',
      '沒人想跟小芳玩',
      '全班都討厭小慈',
      '沒有人要跟阿豪同一組',
    ])
      expect(cat(t), t).toBe('profanity');
    for (const t of [
      '我們都叫他小博士',
      '沒有人跟小明一樣會畫畫',
      '全班都想跟小美一組',
      '我們不喜歡小明一直遲到',
      '大家都討厭下雨',
    ])
      expect(cat(t), t).toBe('safe');
  });

  it('sarcasm and mocking pity', () => {
    for (const t of ['你以為你很帥喔？醜死了', '你也配跟我說話', '真是天才，連九九乘法都不會', '好可憐喔，都沒人理'])
      expect(cat(t), t).toBe('profanity');
    for (const t of [
      '你也配合一下嘛',
      '我先去照照鏡子看衣服',
      '連這個都不會？沒關係，我教你',
      '好可憐喔，小美都沒有朋友陪她，我去陪她玩',
    ])
      expect(cat(t), t).toBe('safe');
  });

  it('English names by their capital', () => {
    for (const t of ['nobody wants to play with Leo', 'everyone hates Kevin', 'Amy is a loser', 'Leo smells'])
      expect(cat(t), t).toBe('profanity');
    for (const t of ['Everyone hates spiders', 'Nobody likes homework', 'Amy smells the roses', 'Tom stinks at chess'])
      expect(cat(t), t).toBe('safe');
  });

  it('the long tail: gender ranks, drugs for the high, wishes to be gone, a home by a landmark', () => {
    expect(cat('男生就是比女生笨')).toBe('hate');
    expect(cat('女生跟男生一樣厲害')).toBe('safe');
    expect(cat('吃了那種藥丸整個人飛起來')).toBe('drugs');
    expect(cat('吃了感冒藥好想睡覺')).toBe('safe');
    expect(cat('如果我消失了，全班一定會比較開心')).toBe('self_harm');
    expect(cat('如果我不見了，媽媽會很緊張')).toBe('safe');
    expect(cat('我家在全家便利商店斜對面那棟公寓的六樓')).toBe('personal_info');
    expect(cat('奶奶住在我們家樓上')).toBe('safe');
  });

  it('owned names that are everyday words, owned in each other’s company when drawn or made characters', () => {
    expect(cat('畫毛怪和大眼仔在辦公室')).toBe('owned_character');
    expect(cat('故事的主角是琪琪和拉拉')).toBe('owned_character');
    expect(cat('琪琪是我的好朋友，我們一起畫畫')).toBe('safe');
    expect(cat('我和尼克、茱蒂一起去上英文課')).toBe('safe');
  });
});
