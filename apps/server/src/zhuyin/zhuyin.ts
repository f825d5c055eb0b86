import { pinyinToZhuyin } from './pinyin-to-zhuyin.ts';
import { pinyin } from '../text/pinyin.ts';
import { toSimplified } from '../text/script.ts';

/** One character of the text with its zhuyin, or null for Latin letters, digits, emoji and punctuation. */
export interface Ruby {
  char: string;
  zhuyin: string | null;
}

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
