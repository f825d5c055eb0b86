/**
 * Pinyin (with a tone number, ü written v) → zhuyin (bopomofo) as Taiwan writes it: tone marks after the
 * syllable, the neutral-tone dot ˙ before it.
 */
const INITIALS: Record<string, string> = {
  b: 'ㄅ',
  p: 'ㄆ',
  m: 'ㄇ',
  f: 'ㄈ',
  d: 'ㄉ',
  t: 'ㄊ',
  n: 'ㄋ',
  l: 'ㄌ',
  g: 'ㄍ',
  k: 'ㄎ',
  h: 'ㄏ',
  j: 'ㄐ',
  q: 'ㄑ',
  x: 'ㄒ',
  zh: 'ㄓ',
  ch: 'ㄔ',
  sh: 'ㄕ',
  r: 'ㄖ',
  z: 'ㄗ',
  c: 'ㄘ',
  s: 'ㄙ',
};

const FINALS: Record<string, string> = {
  a: 'ㄚ',
  o: 'ㄛ',
  e: 'ㄜ',
  ê: 'ㄝ',
  ai: 'ㄞ',
  ei: 'ㄟ',
  ao: 'ㄠ',
  ou: 'ㄡ',
  an: 'ㄢ',
  en: 'ㄣ',
  ang: 'ㄤ',
  eng: 'ㄥ',
  ong: 'ㄨㄥ',
  er: 'ㄦ',
  i: 'ㄧ',
  ia: 'ㄧㄚ',
  ie: 'ㄧㄝ',
  iao: 'ㄧㄠ',
  iu: 'ㄧㄡ',
  iou: 'ㄧㄡ',
  ian: 'ㄧㄢ',
  in: 'ㄧㄣ',
  iang: 'ㄧㄤ',
  ing: 'ㄧㄥ',
  iong: 'ㄩㄥ',
  u: 'ㄨ',
  ua: 'ㄨㄚ',
  uo: 'ㄨㄛ',
  uai: 'ㄨㄞ',
  ui: 'ㄨㄟ',
  uei: 'ㄨㄟ',
  uan: 'ㄨㄢ',
  un: 'ㄨㄣ',
  uen: 'ㄨㄣ',
  uang: 'ㄨㄤ',
  ueng: 'ㄨㄥ',
  v: 'ㄩ',
  ve: 'ㄩㄝ',
  van: 'ㄩㄢ',
  vn: 'ㄩㄣ',
  io: 'ㄧㄛ',
};

/** Syllables spelled with y/w, and the 'empty rhyme' syllables (zhi, si …) written with the initial alone. */
const WHOLE: Record<string, string> = {
  yi: 'ㄧ',
  ya: 'ㄧㄚ',
  yo: 'ㄧㄛ',
  ye: 'ㄧㄝ',
  yai: 'ㄧㄞ',
  yao: 'ㄧㄠ',
  you: 'ㄧㄡ',
  yan: 'ㄧㄢ',
  yin: 'ㄧㄣ',
  yang: 'ㄧㄤ',
  ying: 'ㄧㄥ',
  yong: 'ㄩㄥ',
  yu: 'ㄩ',
  yue: 'ㄩㄝ',
  yuan: 'ㄩㄢ',
  yun: 'ㄩㄣ',
  yv: 'ㄩ',
  yve: 'ㄩㄝ',
  yvan: 'ㄩㄢ',
  yvn: 'ㄩㄣ',
  wu: 'ㄨ',
  wa: 'ㄨㄚ',
  wo: 'ㄨㄛ',
  wai: 'ㄨㄞ',
  wei: 'ㄨㄟ',
  wan: 'ㄨㄢ',
  wen: 'ㄨㄣ',
  wang: 'ㄨㄤ',
  weng: 'ㄨㄥ',
  zhi: 'ㄓ',
  chi: 'ㄔ',
  shi: 'ㄕ',
  ri: 'ㄖ',
  zi: 'ㄗ',
  ci: 'ㄘ',
  si: 'ㄙ',
  m: 'ㄇ',
  n: 'ㄋ',
  ng: 'ㄫ',
  hm: 'ㄏㄇ',
  hng: 'ㄏㄫ',
};

const TONE_MARK = ['', '', 'ˊ', 'ˇ', 'ˋ'];

/** 'zhong1' → 'ㄓㄨㄥ', 'lv3' → 'ㄌㄩˇ', 'men0' or 'men' → '˙ㄇㄣ'; undefined when it is not a pinyin syllable. */
export function pinyinToZhuyin(syllable: string): string | undefined {
  const m = /^([a-zêü]+)([0-5])?$/.exec(syllable.toLowerCase().replace(/ü/g, 'v'));
  if (!m) return undefined;
  const body = m[1]!;
  const tone = m[2] === undefined ? 0 : Number(m[2]);
  let sounds = WHOLE[body];
  if (!sounds) {
    const initial = ['zh', 'ch', 'sh'].find((i) => body.startsWith(i)) ?? (INITIALS[body[0]!] ? body[0]! : '');
    let final = body.slice(initial.length);
    // after j, q, x the letter u stands for ü
    if ('jqx'.includes(initial) && initial && final.startsWith('u')) final = `v${final.slice(1)}`;
    const f = FINALS[final];
    if (initial && !INITIALS[initial]) return undefined;
    if (!f) return undefined;
    sounds = (initial ? INITIALS[initial] : '') + f;
  }
  if (tone === 0 || tone === 5) return `˙${sounds}`;
  return sounds + TONE_MARK[tone];
}
