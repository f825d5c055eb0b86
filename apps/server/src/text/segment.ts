import { createRequire } from 'node:module';
import { toSimplified } from './script.ts';

/**
 * The one Chinese word segmenter of the server — the illustrator, the translator, the safety check, the chat and the
 * report's analyser all cut with it. jieba's dictionary is Simplified, so text is normalised to Simplified first
 * (character by character, which keeps the length) and each word is mapped back to the child's own characters.
 * @node-rs/jieba (prebuilt native) when it loads on this platform, else jieba-wasm; either way with the words
 * children use added to the dictionary. Loaded on first use (≈ 0.4 s).
 */
export interface Word {
  /** the word as the child wrote it */
  text: string;
  /** the same word in Simplified characters, lower-case: the key every lookup table uses */
  key: string;
}

/** A segmented word with its jieba part-of-speech tag, in the child's own (Traditional) characters. */
export interface Token {
  word: string;
  tag: string;
}

// Words children use that jieba's general dictionary splits or joins wrongly.
const EXTRA_WORDS = [
  '外太空',
  '老母鸡',
  '鬼脸',
  '小兔子',
  '小白兔',
  '小猫咪',
  '小狗狗',
  '恐龙',
  '独角兽',
  '机器人',
  '外星人',
  '海底',
  '沙滩',
  '游乐场',
  '溜滑梯',
  '荡秋千',
  '放风筝',
  '盪鞦韆',
  '红萝卜',
  '冰淇淋',
  '棒棒糖',
  '蛋糕',
  '魔法棒',
  '宝藏',
  '宝箱',
  '城堡',
  '公主',
  '王子',
  '巫婆',
  '魔法师',
  '太空船',
  '火箭',
  '消防车',
  '脚踏车',
  '热气球',
  '彩虹',
  '教室',
  '操场',
  '厨房',
  '卧室',
  '房间',
  '客厅',
  '农场',
  '沙漠',
  '雪地',
  '森林',
  '海边',
  '大野狼',
  '小红帽',
  '美人鱼',
  '超人',
  '好朋友',
  '生日',
  '打败',
  '怪兽',
  '小怪兽',
  '踢足球',
  '打篮球',
  '吃饭',
  '睡觉',
  '画画',
  '唱歌',
  '跳舞',
  '游泳',
  '爬山',
  '野餐',
  '下雨',
  '下雪',
  '晚上',
  '夜晚',
  '星星',
  '月亮',
  '太阳',
  '蝴蝶结',
  '溜冰',
  '有一天',
  '起司',
  '乳酪',
  '飞碟',
  '从前',
  '说故事',
  '讲故事',
  '天气',
  '小鸟',
  '小鱼',
  '鲸鱼',
  '海豚',
  '乌龟',
  '蝴蝶',
  '蜜蜂',
  '花园',
  '公园',
  '学校',
  '城市',
  // (用電鍋 was 用电|锅: the rice cooker, decision 0051)
  '电锅',
];
const CHILD_WORD_FREQ = 2000000;

interface Segmenter {
  cut(text: string): string[];
  tag(text: string): { word: string; tag: string }[];
}

const require = createRequire(import.meta.url);
let segmenter: Segmenter | undefined;

function loadSegmenter(): Segmenter {
  try {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict');
    const jieba = Jieba.withDict(dict);
    jieba.loadDict(new TextEncoder().encode(EXTRA_WORDS.map((w) => `${w} ${CHILD_WORD_FREQ} n`).join('\n')));
    return { cut: (text) => jieba.cut(text, false), tag: (text) => jieba.tag(text, true) };
  } catch {
    // no prebuilt binary for this platform: the same dictionary compiled to WebAssembly
    const wasm = require('jieba-wasm') as typeof import('jieba-wasm');
    for (const w of EXTRA_WORDS) wasm.add_word(w, CHILD_WORD_FREQ, 'n');
    return { cut: (text) => wasm.cut(text, false), tag: (text) => wasm.tag(text, true) };
  }
}

const jieba = () => (segmenter ??= loadSegmenter());

/** Simplified, lower-case, full-width letters and digits folded: the form every table is keyed by. */
export function normalise(text: string): string {
  return toSimplified(text.normalize('NFKC')).toLowerCase();
}

/** Segments `text` into words (punctuation and spaces dropped). */
export function segment(text: string): Word[] {
  const original = text.normalize('NFKC');
  const simple = toSimplified(original).toLowerCase();
  // t2cn converts character by character here, so offsets line up; guard anyway.
  const aligned = simple.length === original.length;
  const words: Word[] = [];
  let at = 0;
  for (const piece of jieba().cut(simple)) {
    const text = aligned ? original.slice(at, at + piece.length) : piece;
    at += piece.length;
    if (/^[\s\p{P}\p{S}]+$/u.test(piece)) continue;
    words.push({ text, key: piece });
  }
  return words;
}

/** Every word of `text` with its part-of-speech tag (punctuation kept), in the child's own characters. */
export function tokenize(text: string): Token[] {
  const simplified = toSimplified(text);
  const tagged = jieba().tag(simplified);
  // t2s is character-for-character for nearly all text; when it is not, the Simplified words are kept.
  if (simplified.length !== text.length) return tagged;
  let at = 0;
  return tagged.map((t) => {
    const word = text.slice(at, at + t.word.length);
    at += t.word.length;
    return { word, tag: t.tag };
  });
}

/** Warms the dictionary so the first report does not pay for loading it. */
export function warmSegmenter(): void {
  tokenize('故事');
}
