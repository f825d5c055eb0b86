import { createRequire } from 'node:module';
import type * as PinyinPro from 'pinyin-pro';
import { once } from '../lib/once.ts';

// pinyin-pro (its dictionaries are object literals: ≈ 0.05–0.08 s to evaluate) is loaded on the first reading,
// through its CommonJS build so `pinyin` stays synchronous (decision 0025, cold start)
const require = createRequire(import.meta.url);
const loadPinyinPro = once(() => require('pinyin-pro') as typeof PinyinPro);
type PinyinFn = typeof PinyinPro.pinyin;

/**
 * Readings pinyin-pro gets wrong for Taiwanese children: Taiwan's standard readings (教育部) and words whose
 * polyphone it resolves the mainland way or not at all. Keys are Simplified, because pinyin-pro reads Simplified
 * text best (們/還 come out wrong in Traditional).
 */
const WORD_READINGS: Record<string, string> = {
  长得: 'zhǎng de',
  长着: 'zhǎng zhe',
  星期: 'xīng qí',
  垃圾: 'lè sè',
  头发: 'tóu fǎ',
  危险: 'wéi xiǎn',
  微笑: 'wéi xiào',
  微风: 'wéi fēng',
  研究: 'yán jiù',
  蜗牛: 'guā niú',
  企鹅: 'qì é',
  暂时: 'zhàn shí',
  宝藏: 'bǎo zàng',
  西藏: 'xī zàng',
  躲藏: 'duǒ cáng',
  捉迷藏: 'zhuō mí cáng',
  睡着: 'shuì zháo',
  着急: 'zháo jí',
  着火: 'zháo huǒ',
  着凉: 'zháo liáng',
  看着: 'kàn zhe',
  受不了: 'shòu bù liǎo',
  了不起: 'liǎo bù qǐ',
  的确: 'dí què',
  目的: 'mù dì',
  我得: 'wǒ děi',
  你得: 'nǐ děi',
  他得: 'tā děi',
  她得: 'tā děi',
  得到: 'dé dào',
  记得: 'jì de',
  觉得: 'jué de',
  晓得: 'xiǎo de',
  懂得: 'dǒng de',
  值得: 'zhí de',
  变得: 'biàn de',
  一行: 'yī háng',
  行李: 'xíng lǐ',
  音乐: 'yīn yuè',
  乐园: 'lè yuán',
  快乐: 'kuài lè',
  还给: 'huán gěi',
  数一数: 'shǔ yī shǔ',
  爱好: 'ài hào',
  好奇: 'hào qí',
  种子: 'zhǒng zǐ',
  种花: 'zhòng huā',
  种树: 'zhòng shù',
  种菜: 'zhòng cài',
  背包: 'bēi bāo',
  教书: 'jiāo shū',
  空地: 'kòng dì',
  传说: 'chuán shuō',
  调皮: 'tiáo pí',
  朝阳: 'zhāo yáng',
  早晨: 'zǎo chén',
  和好: 'hé hǎo',
  一会儿: 'yī huǐ ér',
  大夫: 'dài fū',
  期待: 'qí dài',
  船长: 'chuán zhǎng',
  队长: 'duì zhǎng',
  班长: 'bān zhǎng',
  家长: 'jiā zhǎng',
  村长: 'cūn zhǎng',
  市长: 'shì zhǎng',
  假期: 'jià qí',
  时期: 'shí qí',
  学期: 'xué qí',
  质量: 'zhí liàng',
  品质: 'pǐn zhí',
  血液: 'xiě yì',
};

let taught = false;

/**
 * pinyin-pro's `pinyin`, with the readings above taught to it first. Every module of the server reads pinyin through
 * this one (zhuyin, the safety check's sounds, the chat's repair, the translator), so all read the same. Teaching
 * them builds pinyin-pro's word index (≈ 0.2 s), so it happens on the first reading, not at start-up
 * (decision 0025).
 */
export const pinyin: PinyinFn = ((...args: Parameters<PinyinFn>) => {
  const pro = loadPinyinPro();
  if (!taught) {
    pro.customPinyin(WORD_READINGS);
    taught = true;
  }
  return pro.pinyin(...args);
}) as PinyinFn;
