import { customPinyin, pinyin } from 'pinyin-pro';
import { pinyinToZhuyin } from './pinyin-to-zhuyin.ts';
import { toSimplified } from '../text/script.ts';

/** One character of the text with its zhuyin, or null for Latin letters, digits, emoji and punctuation. */
export interface Ruby {
  char: string;
  zhuyin: string | null;
}

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
customPinyin(WORD_READINGS);

/** Traditional characters that merge into one Simplified character with another reading (髮/發 → 发). */
const TRADITIONAL_READINGS: Record<string, string> = {
  髮: 'fa3',
  乾: 'gan1',
  幹: 'gan4',
  麵: 'mian4',
  隻: 'zhi1',
  鬆: 'song1',
};

/** After these, 得 is the complement particle (跑得很快, 長得好高). */
const DE_BEFORE = new Set([...'很好太真非越像滿满又那多快慢高']);
/** Adverb-forming words before 地 (開心地跑, 慢慢地走). */
const ADVERB_DI =
  /(開心|快樂|高興|大聲|小聲|努力|認真|安靜|勇敢|興奮|好奇|傷心|難過|生氣|小心|溫柔|輕輕|慢慢|快快|靜靜|偷偷|緊緊|默默|開開心心|快快樂樂|高高興興|得意|驕傲|害怕|緊張|仔細|用力|輕聲|不停|一步一步)$/;
const DI_NOUN_AFTER = new Set([...'方上下球圖图區区板面點点震鐵铁毯址瓜位底主區']);

function isHan(ch: string) {
  return /\p{Script=Han}/u.test(ch);
}

/** Context rules for the two particles a child writes most, applied on the Traditional text. */
function particle(chars: string[], i: number, reading: string): string {
  const ch = chars[i];
  const next = chars[i + 1] ?? '';
  const before = chars.slice(0, i).join('');
  if (ch === '地' && reading.startsWith('di') && !DI_NOUN_AFTER.has(next)) {
    const reduplicated = i >= 2 && chars[i - 1] === chars[i - 2];
    if (reduplicated || ADVERB_DI.test(before)) return 'de0';
  }
  if (ch === '得' && reading === 'de2' && DE_BEFORE.has(next) && i > 0) return 'de0';
  return reading;
}

/**
 * The zhuyin of every character of a Traditional-Chinese text, polyphones resolved by word context.
 * Anything that is not a Chinese character (Latin letters, digits, emoji, punctuation) comes back as it is.
 */
export function annotateZhuyin(text: string): Ruby[] {
  const chars = [...text];
  let simplified = [...toSimplified(text)];
  // The converter may map a phrase to one of another length; then convert character by character.
  if (simplified.length !== chars.length) simplified = chars.map((c) => toSimplified(c));
  // Taiwanese textbooks mark 一 and 不 with their own tones (本調), not the spoken tone change.
  const readings = pinyin(simplified.join(''), {
    type: 'all',
    toneType: 'num',
    v: true,
    nonZh: 'spaced',
    toneSandhi: false,
  });
  const out: Ruby[] = [];
  let k = 0;
  for (const r of readings) {
    const n = [...r.origin].length;
    for (let j = 0; j < n && k < chars.length; j++, k++) {
      const ch = chars[k]!;
      if (!r.isZh || !isHan(ch) || n !== 1) {
        out.push({ char: ch, zhuyin: null });
        continue;
      }
      const reading = TRADITIONAL_READINGS[ch] ?? particle(chars, k, r.pinyin);
      out.push({ char: ch, zhuyin: pinyinToZhuyin(reading) ?? null });
    }
  }
  while (k < chars.length) out.push({ char: chars[k++]!, zhuyin: null });
  return out;
}

/** Zhuyin of a word as one string with spaces, for tests and tables: '銀行' → 'ㄧㄣˊ ㄏㄤˊ'. */
export function zhuyinOf(word: string): string {
  return annotateZhuyin(word)
    .map((r) => r.zhuyin ?? r.char)
    .join(' ');
}
