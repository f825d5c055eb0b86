/**
 * The feelings lexicon (ours, written for children's picture books): each word with its kind and whether it
 * is a pleasant feeling. Intensifiers (好 很 非常 …) and negation (不 沒有 …) in front of a feeling word change
 * its strength and direction, so 「好開心」 is strong joy and 「不難過」 is not sadness.
 */
export type FeelingKind = 'joy' | 'love' | 'sad' | 'fear' | 'anger' | 'surprise';

const lex = (kind: FeelingKind, s: string): [string, FeelingKind][] => s.split(' ').map((w) => [w, kind]);

export const FEELINGS = new Map<string, FeelingKind>([
  ...lex(
    'joy',
    '開心 快樂 高興 興奮 幸福 得意 滿足 歡喜 愉快 笑 大笑 微笑 笑嘻嘻 哈哈大笑 開懷 興高采烈 歡天喜地 眉開眼笑 ' +
      '開開心心 快快樂樂 高高興興 歡歡喜喜 樂 好玩 有趣 驕傲 自豪 痛快 期待',
  ),
  ...lex('love', '愛 溫暖 感動 感謝 感激 想念 思念 關心 安心 放心 捨不得 心疼 珍惜 依依不捨'),
  ...lex(
    'sad',
    '難過 傷心 哭 大哭 哭泣 哭哭啼啼 流淚 眼淚 淚 孤單 寂寞 失望 委屈 沮喪 悲傷 傷心欲絕 淚流滿面 心碎 後悔 無聊 可憐 痛 痛苦',
  ),
  ...lex(
    'fear',
    '害怕 怕 可怕 緊張 擔心 嚇 嚇壞 嚇到 恐怖 發抖 不安 忐忑不安 膽小 驚慌 慌張 著急 焦急 提心吊膽 驚恐 毛骨悚然',
  ),
  ...lex('anger', '生氣 憤怒 討厭 火大 氣呼呼 氣沖沖 暴跳如雷 氣死 不耐煩 抱怨 吵架 怒'),
  ...lex('surprise', '驚訝 吃驚 驚喜 嚇一跳 嚇了一跳 好奇 不可思議 目瞪口呆 大吃一驚 驚奇 意外 驚呆 又驚又喜'),
]);

export const PLEASANT = new Set<FeelingKind>(['joy', 'love', 'surprise']);
export const INTENSIFIERS = [
  '非常',
  '十分',
  '特別',
  '超級',
  '真的',
  '好',
  '很',
  '超',
  '太',
  '真',
  '最',
  '多麼',
  '好好',
];
export const NEGATIONS = new Set(['不', '沒', '沒有', '不會', '不再', '別', '不要', '不用', '一點也不', '從不']);

/** A feeling word, with any intensifier glued to it by the segmenter (好開心) split off. */
export function feelingOf(
  word: string,
): { base: string; kind: FeelingKind; intensified: boolean; negated: boolean } | undefined {
  const kind = FEELINGS.get(word);
  if (kind) return { base: word, kind, intensified: /^(.)\1/u.test(word) && word.length === 4, negated: false };
  for (const i of INTENSIFIERS) {
    if (word.length > i.length && word.startsWith(i)) {
      const rest = word.slice(i.length);
      const k = FEELINGS.get(rest);
      if (k) return { base: rest, kind: k, intensified: true, negated: false };
    }
  }
  for (const n of NEGATIONS) {
    const k = word.length > n.length && word.startsWith(n) ? FEELINGS.get(word.slice(n.length)) : undefined;
    if (k) return { base: word.slice(n.length), kind: k, intensified: false, negated: true };
  }
  return undefined;
}
