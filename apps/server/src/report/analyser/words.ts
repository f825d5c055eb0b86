import type { Token } from './segment.ts';
import { zhBand } from './wordlists.ts';

/**
 * Words, not characters (docs/report-analyser.md): which segmented words are names, which are content words
 * for the treemap and the interests, and which surface forms count as one word (小兔子 / 兔子).
 */

const list = (s: string) => new Set(s.split(' '));

/** Reduplicated words that are family words or common words, not a character's name. */
const NOT_NAMES = list(
  '媽媽 爸爸 哥哥 姐姐 姊姊 弟弟 妹妹 爺爺 奶奶 婆婆 公公 叔叔 伯伯 舅舅 阿姨 姑姑 嬸嬸 寶寶 娃娃 星星 猩猩 ' +
    '天天 常常 慢慢 剛剛 漸漸 輕輕 偷偷 好好 大大 小小 多多 謝謝 看看 想想 試試 走走 玩玩 點點 處處 人人 個個 ' +
    '哈哈 嘻嘻 呵呵 汪汪 喵喵 咕咕 嗚嗚 哇哇 嘩嘩 蟈蟈 蛐蛐 乖乖 飽飽 滿滿 紅紅 白白 圓圓 高高 長長 ' +
    '默默 悄悄 緊緊 靜靜 遠遠 早早 快快 久久 匆匆 年年 月月 日日 夜夜 家家 往往 恰恰 仔細',
);

/** Single characters that are too general to say anything about a story (人 天 事 …). */
const GENERIC_SINGLE = list(
  '人 天 事 時 地 年 次 點 家 東 西 南 北 裡 上 下 中 內 外 前 後 旁 邊 頭 面 方 處 樣 種 位 場 回 號 日 月 今 明 昨 心 身 手 話 聲 會 ' +
    '的 了 在 好 是 有 去 來 看 說 想 要 就 也 都 很 又 還 再 才 啊 吧 呢 嗎 喔 哦 啦 耶 呀 嗯',
);

/** Words a child uses in every story: grammar-like verbs and placeholders, left out of the treemap. */
export const LIGHT_WORDS = list(
  '看到 看見 知道 覺得 起來 出來 下來 上去 下去 過來 回來 開始 一起 一天 有一天 時候 東西 地方 事情 樣子 ' +
    '真是 已經 突然 一直 馬上 趕快 好像 一樣 非常 真的 不會 可能 應該 需要 一下 一點 還有 之後 以後 以前 ' +
    '今天 明天 昨天 晚上 早上 中午 現在 那天 每天 當時 那時 這時 有時 時間 剛才 後來 最後 然後 接著 首先 終於 結果 於是 因此 原來 如果 雖然 不但 而且 這樣 那樣 怎樣 ' +
    '大家 我們 你們 他們 她們 牠們 它們 自己 這裡 那裡 哪裡 這個 那個 這些 那些 什麼 怎麼 為什麼 不要 不能 小心',
);

const HAN_ONLY = /^\p{Script=Han}+$/u;
const PREFIXED = /^[小阿老大]/u;

export const isHan = (w: string) => HAN_ONLY.test(w);
const isAA = (w: string) => w.length === 2 && w[0] === w[1];

/**
 * Is this token a person's or animal's name? The main character's name from the book's character
 * record always is; so are reduplicated words the dictionary does not know as common words (米米, 豆豆),
 * and person-tagged words (阿明, 王小明) unless they are 小/老 + a common noun (小兔子, 小狗).
 */
export function looksLikeName(t: Token, nounTag: (w: string) => string | undefined): boolean {
  const w = t.word;
  if (!isHan(w) || w.length < 2 || w.length > 4) return false;
  if (isAA(w)) return !NOT_NAMES.has(w) && !zhBand.has(w);
  if (/[爸媽爺奶哥姐姊弟妹]{2}/u.test(w)) return false;
  if (t.tag !== 'nr' && !(t.tag === 'x' && PREFIXED.test(w))) return false;
  if (PREFIXED.test(w)) {
    const rest = w.slice(1);
    const tag = nounTag(rest);
    if (tag && /^n/.test(tag) && tag !== 'nr') return false;
  }
  return !zhBand.has(w) && !/[爸媽爺奶哥姐姊弟妹]/u.test(w);
}

/** Idioms (成語) and other fixed four-character expressions, by the jieba dictionary's i/l tags and AABB. */
export function isIdiom(t: Token): boolean {
  if (!isHan(t.word) || t.word.length < 4) return false;
  if (t.tag === 'i') return !/[了著過]/u.test(t.word); // 咬了一口 is a phrase, not an idiom
  const c = [...t.word];
  return c.length === 4 && c[0] === c[1] && c[2] === c[3] && c[0] !== c[2] && !NOT_NAMES.has(c[0]! + c[1]!);
}

/** May this non-name word stand in the treemap and the interests? Never a single general character. */
export function isShowable(t: Token, functionTag: RegExp, stop: Set<string>): boolean {
  const w = t.word;
  if (!isHan(w) || functionTag.test(t.tag) || stop.has(w) || LIGHT_WORDS.has(w)) return false;
  // locatives (裡 上 下) and place words made of one (樹上 心裡); 河邊 and 夏天 stay
  if (t.tag === 'f' || (t.tag === 's' && /[上下裡中內外前後]$/u.test(w))) return false;
  // verbs with a direction (跑過來, 掉下來) say where, not what the story is about
  if (w.length >= 3 && /[過下起出上回進][來去]$/u.test(w)) return false;
  if (w.length === 1) return /^n[gz]?$/.test(t.tag) && !GENERIC_SINGLE.has(w);
  return true;
}

/**
 * The key that merges forms of one noun: 小兔子 → 兔子 → 兔, 小熊 → 熊, 星星 stays. Only nouns are merged,
 * so 小心 stays 小心.
 */
export function mergeKey(t: Token): string {
  let w = t.word;
  if (!/^n/.test(t.tag) || w.length < 2) return w;
  if (/^[小大]/u.test(w) && w.length >= 2) w = w.slice(1);
  if (w.endsWith('子') && w.length >= 2) w = w.slice(0, -1);
  return w;
}
