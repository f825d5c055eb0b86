import { describe, expect, it } from 'vitest';
import { pinyinToZhuyin } from './pinyin-to-zhuyin.ts';
import { annotateZhuyin, zhuyinOf } from './zhuyin.ts';

// Readings as Taiwan's Ministry of Education dictionary gives them (neutral tone ˙ before the syllable).
const WORDS: [string, string][] = [
  // 行
  ['銀行', 'ㄧㄣˊ ㄏㄤˊ'],
  ['行走', 'ㄒㄧㄥˊ ㄗㄡˇ'],
  ['一行字', 'ㄧ ㄏㄤˊ ㄗˋ'],
  ['旅行', 'ㄌㄩˇ ㄒㄧㄥˊ'],
  ['不行', 'ㄅㄨˋ ㄒㄧㄥˊ'],
  ['行李', 'ㄒㄧㄥˊ ㄌㄧˇ'],
  // 長
  ['長大', 'ㄓㄤˇ ㄉㄚˋ'],
  ['很長', 'ㄏㄣˇ ㄔㄤˊ'],
  ['校長', 'ㄒㄧㄠˋ ㄓㄤˇ'],
  ['長頸鹿', 'ㄔㄤˊ ㄐㄧㄥˇ ㄌㄨˋ'],
  ['他長得很高', 'ㄊㄚ ㄓㄤˇ ˙ㄉㄜ ㄏㄣˇ ㄍㄠ'],
  ['長髮', 'ㄔㄤˊ ㄈㄚˇ'],
  // 樂
  ['快樂', 'ㄎㄨㄞˋ ㄌㄜˋ'],
  ['音樂', 'ㄧㄣ ㄩㄝˋ'],
  ['樂園', 'ㄌㄜˋ ㄩㄢˊ'],
  ['樂器', 'ㄩㄝˋ ㄑㄧˋ'],
  // 還
  ['還有', 'ㄏㄞˊ ㄧㄡˇ'],
  ['還給你', 'ㄏㄨㄢˊ ㄍㄟˇ ㄋㄧˇ'],
  ['還是', 'ㄏㄞˊ ㄕˋ'],
  // 得
  ['覺得', 'ㄐㄩㄝˊ ˙ㄉㄜ'],
  ['得到', 'ㄉㄜˊ ㄉㄠˋ'],
  ['記得', 'ㄐㄧˋ ˙ㄉㄜ'],
  ['跑得很快', 'ㄆㄠˇ ˙ㄉㄜ ㄏㄣˇ ㄎㄨㄞˋ'],
  ['我得去', 'ㄨㄛˇ ㄉㄟˇ ㄑㄩˋ'],
  ['變得', 'ㄅㄧㄢˋ ˙ㄉㄜ'],
  // 著
  ['看著', 'ㄎㄢˋ ˙ㄓㄜ'],
  ['睡著了', 'ㄕㄨㄟˋ ㄓㄠˊ ˙ㄌㄜ'],
  ['著急', 'ㄓㄠˊ ㄐㄧˊ'],
  ['走著', 'ㄗㄡˇ ˙ㄓㄜ'],
  // 了
  ['好了', 'ㄏㄠˇ ˙ㄌㄜ'],
  ['了解', 'ㄌㄧㄠˇ ㄐㄧㄝˇ'],
  ['受不了', 'ㄕㄡˋ ㄅㄨˋ ㄌㄧㄠˇ'],
  ['了不起', 'ㄌㄧㄠˇ ㄅㄨˋ ㄑㄧˇ'],
  ['吃完了', 'ㄔ ㄨㄢˊ ˙ㄌㄜ'],
  // 的 / 地
  ['我的書', 'ㄨㄛˇ ˙ㄉㄜ ㄕㄨ'],
  ['的確', 'ㄉㄧˊ ㄑㄩㄝˋ'],
  ['目的', 'ㄇㄨˋ ㄉㄧˋ'],
  ['慢慢地走', 'ㄇㄢˋ ㄇㄢˋ ˙ㄉㄜ ㄗㄡˇ'],
  ['開心地跑', 'ㄎㄞ ㄒㄧㄣ ˙ㄉㄜ ㄆㄠˇ'],
  ['土地', 'ㄊㄨˇ ㄉㄧˋ'],
  ['地方', 'ㄉㄧˋ ㄈㄤ'],
  ['地上', 'ㄉㄧˋ ㄕㄤˋ'],
  // other polyphones children write
  ['重要', 'ㄓㄨㄥˋ ㄧㄠˋ'],
  ['重新', 'ㄔㄨㄥˊ ㄒㄧㄣ'],
  ['寶藏', 'ㄅㄠˇ ㄗㄤˋ'],
  ['躲藏', 'ㄉㄨㄛˇ ㄘㄤˊ'],
  ['捉迷藏', 'ㄓㄨㄛ ㄇㄧˊ ㄘㄤˊ'],
  ['數學', 'ㄕㄨˋ ㄒㄩㄝˊ'],
  ['好人', 'ㄏㄠˇ ㄖㄣˊ'],
  ['好奇', 'ㄏㄠˋ ㄑㄧˊ'],
  ['愛好', 'ㄞˋ ㄏㄠˋ'],
  ['因為', 'ㄧㄣ ㄨㄟˋ'],
  ['成為', 'ㄔㄥˊ ㄨㄟˊ'],
  ['種子', 'ㄓㄨㄥˇ ㄗˇ'],
  ['種花', 'ㄓㄨㄥˋ ㄏㄨㄚ'],
  ['頭髮', 'ㄊㄡˊ ㄈㄚˇ'],
  ['發現', 'ㄈㄚ ㄒㄧㄢˋ'],
  ['睡覺', 'ㄕㄨㄟˋ ㄐㄧㄠˋ'],
  ['背包', 'ㄅㄟ ㄅㄠ'],
  ['背後', 'ㄅㄟˋ ㄏㄡˋ'],
  ['教室', 'ㄐㄧㄠˋ ㄕˋ'],
  ['教書', 'ㄐㄧㄠ ㄕㄨ'],
  ['天空', 'ㄊㄧㄢ ㄎㄨㄥ'],
  ['傳說', 'ㄔㄨㄢˊ ㄕㄨㄛ'],
  ['調皮', 'ㄊㄧㄠˊ ㄆㄧˊ'],
  ['朝陽', 'ㄓㄠ ㄧㄤˊ'],
  ['星期一', 'ㄒㄧㄥ ㄑㄧˊ ㄧ'],
  ['垃圾', 'ㄌㄜˋ ㄙㄜˋ'],
  ['危險', 'ㄨㄟˊ ㄒㄧㄢˇ'],
  ['微笑', 'ㄨㄟˊ ㄒㄧㄠˋ'],
  ['蝸牛', 'ㄍㄨㄚ ㄋㄧㄡˊ'],
  ['企鵝', 'ㄑㄧˋ ㄜˊ'],
  ['研究', 'ㄧㄢˊ ㄐㄧㄡˋ'],
  // ordinary words, all four tones and ü
  ['我們', 'ㄨㄛˇ ˙ㄇㄣ'],
  ['朋友', 'ㄆㄥˊ ㄧㄡˇ'],
  ['媽媽', 'ㄇㄚ ˙ㄇㄚ'],
  ['小貓', 'ㄒㄧㄠˇ ㄇㄠ'],
  ['小狗', 'ㄒㄧㄠˇ ㄍㄡˇ'],
  ['森林', 'ㄙㄣ ㄌㄧㄣˊ'],
  ['海邊', 'ㄏㄞˇ ㄅㄧㄢ'],
  ['恐龍', 'ㄎㄨㄥˇ ㄌㄨㄥˊ'],
  ['怪獸', 'ㄍㄨㄞˋ ㄕㄡˋ'],
  ['綠色', 'ㄌㄩˋ ㄙㄜˋ'],
  ['女生', 'ㄋㄩˇ ㄕㄥ'],
  ['去學校', 'ㄑㄩˋ ㄒㄩㄝˊ ㄒㄧㄠˋ'],
  ['月亮', 'ㄩㄝˋ ㄌㄧㄤˋ'],
  ['雲朵', 'ㄩㄣˊ ㄉㄨㄛˇ'],
  ['遠方', 'ㄩㄢˇ ㄈㄤ'],
  ['兒子', 'ㄦˊ ˙ㄗ'],
  ['吃飯', 'ㄔ ㄈㄢˋ'],
  ['日記', 'ㄖˋ ㄐㄧˋ'],
  ['四個', 'ㄙˋ ㄍㄜˋ'],
  ['老師', 'ㄌㄠˇ ㄕ'],
  ['熊貓', 'ㄒㄩㄥˊ ㄇㄠ'],
  ['游泳', 'ㄧㄡˊ ㄩㄥˇ'],
  ['外星人', 'ㄨㄞˋ ㄒㄧㄥ ㄖㄣˊ'],
  ['公主', 'ㄍㄨㄥ ㄓㄨˇ'],
  ['城堡', 'ㄔㄥˊ ㄅㄠˇ'],
  ['彩虹', 'ㄘㄞˇ ㄏㄨㄥˊ'],
  ['蝴蝶', 'ㄏㄨˊ ㄉㄧㄝˊ'],
  ['冒險', 'ㄇㄠˋ ㄒㄧㄢˇ'],
  ['海盜', 'ㄏㄞˇ ㄉㄠˋ'],
  ['船長', 'ㄔㄨㄢˊ ㄓㄤˇ'],
];

describe('zhuyin', () => {
  it(`reads ${WORDS.length} words the Taiwanese way, polyphones by context`, () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(100);
    const wrong = WORDS.filter(([w, z]) => zhuyinOf(w) !== z).map(
      ([w, z]) => `${w}: expected ${z}, got ${zhuyinOf(w)}`,
    );
    expect(wrong).toEqual([]);
  });

  it('leaves Latin letters, digits, emoji and punctuation as they are, without zhuyin', () => {
    const r = annotateZhuyin('Hi，我有3隻貓😀！');
    expect(r.map((x) => x.char).join('')).toBe('Hi，我有3隻貓😀！');
    expect(r.filter((x) => x.zhuyin === null).map((x) => x.char)).toEqual(['H', 'i', '，', '3', '😀', '！']);
    expect(r.find((x) => x.char === '隻')?.zhuyin).toBe('ㄓ');
  });

  it('maps pinyin spellings to bopomofo', () => {
    expect(pinyinToZhuyin('zhong1')).toBe('ㄓㄨㄥ');
    expect(pinyinToZhuyin('lv4')).toBe('ㄌㄩˋ');
    expect(pinyinToZhuyin('ju2')).toBe('ㄐㄩˊ');
    expect(pinyinToZhuyin('xue2')).toBe('ㄒㄩㄝˊ');
    expect(pinyinToZhuyin('yuan3')).toBe('ㄩㄢˇ');
    expect(pinyinToZhuyin('shi4')).toBe('ㄕˋ');
    expect(pinyinToZhuyin('gui4')).toBe('ㄍㄨㄟˋ');
    expect(pinyinToZhuyin('niu2')).toBe('ㄋㄧㄡˊ');
    expect(pinyinToZhuyin('ma0')).toBe('˙ㄇㄚ');
    expect(pinyinToZhuyin('hello')).toBeUndefined();
  });
});
