import { ERR, MSG } from '@storycat/contract';
import { AppError } from '../../lib/app-error.ts';
import { normalise } from '../text/segment.ts';
import {
  ALLOW_ZH,
  MASKABLE_EN,
  OWNED_CHARACTERS,
  TERMS_EN,
  TERMS_ZH,
  type SafetyCategory,
  type Term,
} from './blocklist.ts';
import { fold, HAN, latinWords, prepare, simplify, spansFairly, toTraditional, type Prepared } from './normalise.ts';
import { learnedVerdict } from './learned.ts';
import { once } from '../../lib/once.ts';
import { hasPersonalInfo } from './personal-info.ts';
import {
  ALLOW_EN_0041,
  allowRulesZh0041,
  everydayOwned0041,
  LEARNED_LIFT_0041,
  lessonBlanked0041,
} from './allow-0041.ts';
import { allowRulesZh0048, LEARNED_LIFT_0048, playsOwned0048 } from './allow-0048.ts';
import { allowRulesZh0055, LEARNED_LIFT_0055, ownsThingOfOwned0055 } from './allow-0055.ts';
import { ALLOW_EN_0058, allowRulesZh0058, LEARNED_LIFT_0058, playsBattle0058 } from './allow-0058.ts';
import {
  ALLOW_EN,
  ALLOW_EN_0035,
  allowRulesZh,
  allowRulesZh0035,
  INJECTION_HEADER,
  LEARNED_LIFT_0035,
  RULES_EN,
  rulesZh,
  STANDALONE_SWEAR,
} from './rules.ts';
import { extra0040, ownedPair0040 } from './rules-0040.ts';
import { extra0047, OWNED_0047, ownedByTyped0047 } from './rules-0047.ts';
import { extra0057, NO_SOUND_0057, OWNED_0057, ownedContext0057 } from './rules-0057.ts';
import { extra0056 } from './rules-0056.ts';
import { findBySound, hanReadings, soundSlots, termSyllables, type Slot, type Syllable } from './sound.ts';

export type { SafetyCategory } from './blocklist.ts';

export type SafetyVerdict =
  | { safe: true }
  | {
      safe: false;
      reason: 'blocked' | 'owned-character';
      category: SafetyCategory;
      message: string;
      character?: string;
    };

/** The kind answer for each category (contract MSG table); self-harm gets care and Taiwan's free help lines. */
export const SAFETY_MSG: Record<Exclude<SafetyCategory, 'owned_character'>, string> & {
  ownedCharacter(name: string, idea: string): string;
} = {
  violence: MSG.unsafeViolence,
  sexual: MSG.unsafeSexual,
  self_harm: MSG.unsafeSelfHarm,
  hate: MSG.unsafeHate,
  drugs: MSG.unsafeDrugs,
  profanity: MSG.unsafeProfanity,
  personal_info: MSG.unsafePersonalInfo,
  injection: MSG.unsafeInjection,
  ownedCharacter: (name, idea) => MSG.ownedCharacter.replace('{name}', name).replace('{idea}', idea),
};

/** When one text hits several categories, the answer a child most needs comes first. */
const PRIORITY: SafetyCategory[] = [
  'self_harm',
  'personal_info',
  'sexual',
  'hate',
  'violence',
  'drugs',
  'injection',
  'profanity',
];

interface CompiledTerm {
  key: string; // Simplified, lower case
  cat: SafetyCategory;
  sound?: Syllable[];
  partial: boolean;
}

let compiled:
  | {
      byFirst: Map<string, CompiledTerm[]>;
      sounds: CompiledTerm[];
      allow: string[];
      en: [SafetyCategory, RegExp][];
      rules: { cat: SafetyCategory; re: RegExp; gate?: RegExp }[];
      spelling: Map<string, string>;
    }
  | undefined;

function tables() {
  if (compiled) return compiled;
  const byFirst = new Map<string, CompiledTerm[]>();
  const sounds: CompiledTerm[] = [];
  for (const [cat, terms] of Object.entries(TERMS_ZH) as [SafetyCategory, (string | Term)[]][]) {
    for (const t of terms) {
      const term = typeof t === 'string' ? { w: t } : t;
      const key = simplify(term.w.normalize('NFKC')).toLowerCase();
      const c: CompiledTerm = { key, cat, partial: term.partial !== false };
      // Sound matching for words of two or more characters: one character has too many homophones.
      if (term.sound !== false && [...key].length >= 2) c.sound = termSyllables(term.w) ?? termSyllables(key);
      const first = key[0]!;
      byFirst.set(first, [...(byFirst.get(first) ?? []), c]);
      if (c.sound) sounds.push(c);
    }
  }
  // prepared like a text, so an allowed word with a mask-like letter (胸部X光) meets the text's compact form
  const allow = ALLOW_ZH.map((w) => prepare(w).compact);
  const en = (Object.entries(TERMS_EN) as [SafetyCategory, string[]][]).map(
    ([cat, list]) => [cat, new RegExp(`^(?:${list.join('|')})$`)] as [SafetyCategory, RegExp],
  );
  const rules = rulesZh().map((r) => ({ cat: r.cat, re: new RegExp(r.re.source, 'gu'), gate: r.gate }));
  // Zhuyin and pinyin read back as characters, so the context rules see 我要殺ㄋㄧˇ as 我要殺你 and
  // ba lao shi da si as 把老師打死: the words of the rules and terms, keyed by their syllables without tones.
  const spelling = new Map<string, string>();
  const sources = [...rulesZh().map((r) => r.re.source), ...[...byFirst.values()].flat().map((c) => c.key)];
  for (const src of sources)
    for (const [word] of src.matchAll(/\p{Script=Han}+/gu))
      for (let a = 0; a < word.length; a++)
        for (let b = a + 1; b <= Math.min(word.length, a + 4); b++) {
          const piece = word.slice(a, b);
          const syl = termSyllables(toTraditional(piece));
          if (!syl) continue;
          // with tones (ㄌㄠˊ is 勞, not 老) and without (typed zhuyin of the first tone, pinyin without numbers)
          for (const key of [syl.map((x) => `${x.base}${x.tone}`).join(' '), syl.map((x) => x.base).join(' ')])
            if (!spelling.has(key)) spelling.set(key, piece);
        }
  compiled = { byFirst, sounds, allow, en, rules, spelling };
  return compiled;
}

// the allowed readings of rules.ts, its sections together (session 0035 adds its own)
// (session 0048: sports, 死 said big, reports of being hurt, lessons, games, war — allow-0048.ts)
// (session 0055: swears across a word boundary, someone's mother's thing, sachets, a coat taken off — allow-0055.ts)
// (session 0058: pests killed, idioms with 殺/死, the killing party games, a game's creatures — allow-0058.ts)
const allowRules = once(() => [
  ...allowRulesZh(),
  ...allowRulesZh0035(),
  ...allowRulesZh0041(),
  ...allowRulesZh0048(),
  ...allowRulesZh0055(),
  ...allowRulesZh0058(),
]);
const ALLOW_EN_ALL = [...ALLOW_EN, ...ALLOW_EN_0035, ...ALLOW_EN_0041, ...ALLOW_EN_0058];

/** Allowed words found inside one chunk each: a hit overlapping one of them is not a hit. */
function allowedSpans(p: Prepared, allow: string[]): [number, number][] {
  const spans: [number, number][] = [];
  // an allowed phrase may run over one separator (吸毒，是違法的); a match that starts too early (打針，針頭刺進)
  // is tried again one character later
  for (const re of allowRules()) {
    const r = new RegExp(re.source, 'uy');
    for (let i = 0; i < p.compact.length; i++) {
      r.lastIndex = i;
      const m = r.exec(p.compact);
      if (!m || !m[0].length) continue;
      if (p.chunk[i]! + 1 >= p.chunk[i + m[0].length - 1]!) spans.push([i, i + m[0].length]);
    }
  }
  for (const w of allow) {
    let at = p.compact.indexOf(w);
    while (at >= 0) {
      if (p.chunk[at] === p.chunk[at + w.length - 1]) spans.push([at, at + w.length]);
      at = p.compact.indexOf(w, at + 1);
    }
  }
  return spans;
}

/** The allowed spans of a respelled reading (which has no separators left). */
function respelledAllowed(r: string, allow: string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const re of allowRules())
    for (const m of r.matchAll(re)) if (m[0].length) spans.push([m.index, m.index + m[0].length]);
  for (const w of allow)
    for (let at = r.indexOf(w); at >= 0; at = r.indexOf(w, at + 1)) spans.push([at, at + w.length]);
  return spans;
}

function fair(p: Prepared, allowed: [number, number][], start: number, end: number): boolean {
  if (!spansFairly(p, start, end)) return false;
  return !allowed.some(([a, b]) => a < end && start < b);
}

function wholeChunk(p: Prepared, start: number, end: number): boolean {
  const c = p.chunk[start]!;
  return p.chunkStart[c] === start && (p.chunkStart[c + 1] ?? p.compact.length) === end;
}

/** The categories found in one text, in no particular order. */
function classify(
  text: string,
  p: Prepared = prepare(text),
  slots: (Slot | undefined)[] = soundSlots(p),
): Set<SafetyCategory> {
  const found = new Set<SafetyCategory>();
  const t = tables();
  const allowed = allowedSpans(p, t.allow);
  const s = p.compact;

  // 1. Terms written out (Traditional or Simplified, any spacing; '*' stands for one masked character).
  for (let i = 0; i < s.length; i++) {
    const list = t.byFirst.get(s[i]!);
    if (!list) continue;
    for (const term of list) {
      if (found.has(term.cat)) continue;
      const k = term.key;
      if (i + k.length > s.length) continue;
      let masks = 0;
      let ok = true;
      for (let j = 1; j < k.length && ok; j++) {
        const c = s[i + j]!;
        if (c === k[j]) continue;
        if (c === '*' && k.length >= 3 && ++masks <= 1) continue;
        ok = false;
      }
      if (ok && fair(p, allowed, i, i + k.length)) found.add(term.cat);
    }
  }

  // 2. The same terms by sound: zhuyin, pinyin and homophones.
  for (const term of t.sounds) {
    if (found.has(term.cat)) continue;
    for (const [a, b, initialsOnly] of findBySound(slots, term.sound!, term.key, term.partial))
      if (fair(p, allowed, a, b) && (!initialsOnly || wholeChunk(p, a, b))) {
        found.add(term.cat);
        break;
      }
  }

  const respelled = respell(s, slots, t.spelling);
  if (respelled.some((r) => HARM_CONTEXT.test(r))) respelled.push(...respell(s, slots, t.spelling, true));
  // a text that mixes Chinese and English (我想 shoot 老師, 外勞 are dirty) is also read with its English words in Chinese
  // (session 0041: not the English words quoted in a Chinese lesson — shoot 在足球是射門的意思)
  const lessonFolded = lessonBlanked0041(p.folded);
  if (HAN_RE.test(s) && /[a-z]{2}/.test(s))
    respelled.push(mixedReading(s, lessonFolded === p.folded ? p : prepare(lessonFolded)));
  // the terms too, written out in the respelled text (ㄌㄚK → 拉k)
  // (an allowed reading cancels a term there as it does in the text: 被苦力怕炸死 read beside Minecraft's words)
  for (const r of respelled) {
    const spans = respelledAllowed(r, t.allow);
    for (const list of t.byFirst.values())
      for (const term of list) {
        if (found.has(term.cat) || term.key.length < 2) continue;
        for (let at = r.indexOf(term.key); at >= 0; at = r.indexOf(term.key, at + 1))
          if (!spans.some(([a, b]) => a < at + term.key.length && at < b)) {
            found.add(term.cat);
            break;
          }
      }
  }

  // 3. Context rules, on the text and (when it has zhuyin in it) on the text with its zhuyin read back as characters.
  for (const rule of t.rules) {
    if (found.has(rule.cat)) continue;
    if (rule.gate && !rule.gate.test(s) && !respelled.some((r) => rule.gate!.test(r))) continue; // session 0047
    for (const m of s.matchAll(rule.re))
      if (m[0].length && fair(p, allowed, m.index, m.index + m[0].length)) {
        found.add(rule.cat);
        break;
      }
    if (!found.has(rule.cat) && respelled.some((r) => [...r.matchAll(rule.re)].some((m) => m[0].length)))
      found.add(rule.cat);
  }
  if (!found.has('profanity') && p.folded.split(/[\s\p{P}\p{S}]+/u).some((c) => c && STANDALONE_SWEAR.test(c)))
    found.add('profanity');

  // 4. English words (leetspeak undone; f*ck tried with every vowel; fuuuck read as fuck) and phrases.
  // English bigrams that are harmless (killer whale) are taken out before the words are read.
  // (session 0041: English words quoted in a Chinese lesson — kill 的過去式 — are not read)
  const sentence = ALLOW_EN_ALL.reduce((acc, re) => acc.replace(re, ' '), ` ${latinWords(lessonFolded).join(' ')} `);
  const words = sentence.split(' ').filter(Boolean);
  for (const w of words) {
    for (const variant of wordVariants(w)) {
      for (const [cat, re] of t.en) if (!found.has(cat) && re.test(variant)) found.add(cat);
    }
  }
  // an f with every other letter masked (f***, f**king): no other common word is spelled so
  if (/(?<![a-z])f(?:[*#@$%]{3}|[*#@$%]{1,3}(?:k|king|kin|ing|ked|ker|kers|ks))(?![a-z])/.test(p.folded))
    found.add('profanity');
  // the i-reading of each word, and the same with letters held down read once and twice (iiignore, shooooting)
  const iReading = words.map((w) => wordVariants(w).at(-1)!);
  const sentences = [
    sentence,
    ` ${iReading.join(' ')} `,
    ` ${iReading.map((w) => w.replace(/(.)\1{2,}/g, '$1')).join(' ')} `,
    ` ${iReading.map((w) => w.replace(/(.)\1{2,}/g, '$1$1')).join(' ')} `,
  ];
  for (const rule of RULES_EN)
    if ((!rule.gate || rule.gate.test(sentence)) && sentences.some((x) => rule.re.test(x))) found.add(rule.cat);

  // 5. Structured: personal information and system-style headers.
  if (hasPersonalInfo(p.folded)) found.add('personal_info');
  if (INJECTION_HEADER.test(p.folded)) found.add('injection');
  for (const c of extra0040(text, (t) => prepare(t).compact)) found.add(c); // session 0040 (rules-0040.ts)
  for (const c of extra0047(text)) found.add(c); // session 0047 (rules-0047.ts)
  for (const c of extra0057(p.compact)) found.add(c); // session 0057 (rules-0057.ts)
  for (const c of extra0056(p)) found.add(c); // session 0056 (rules-0056.ts)
  return found;
}

/**
 * The compact text with its typed zhuyin (and, when the Latin part is pinyin all through, its pinyin) read back as
 * the characters of the rules: runs of up to four syllables (typed ones, and characters written beside them, as in
 * 原ㄓㄨˋ民) that spell a word of the rules become that word. Read once from the left and once from the right
 * (ba lao shi da si: 把 + 老師 + 打死). Empty when nothing is typed.
 */
function respell(s: string, slots: (Slot | undefined)[], spelling: Map<string, string>, harmFirst = false): string[] {
  const hasZhuyin = /[\u3105-\u312F]/.test(s);
  const pinyinAll = /[a-z]/.test(s) && !slots.includes(undefined) && slots.filter((x) => x?.typed).length >= 3;
  if (!hasZhuyin && !pinyinAll) return [];
  const typed = (x: Slot | undefined): boolean =>
    !!x && x.typed && x.readings.length > 0 && (pinyinAll || /[\u3105-\u312F]/.test(s.slice(x.at, x.end)));
  const usable = (x: Slot | undefined): boolean => typed(x) || (!!x && !!x.char && x.readings.length > 0);
  /** the word spelled by slots[i, i+len), or undefined */
  const wordAt = (i: number, len: number, withTones: boolean): string | undefined => {
    const run = slots.slice(i, i + len);
    if (!run.every(usable) || !run.some(typed)) return undefined;
    let keys: string[] = [''];
    let toned: string[] = [''];
    for (const x of run) {
      const rs = typed(x) ? [x!.readings[0]!] : x!.readings;
      keys = keys.flatMap((k) => rs.map((r) => `${k}${k ? ' ' : ''}${r.base}`));
      toned = toned.flatMap((k) => rs.map((r) => `${k}${k ? ' ' : ''}${r.base}${r.tone}`));
    }
    // read with context (harmFirst): a toneless syllable that is also a harmful act (kan: 看 or 砍) is read as the
    // act, and not swallowed by a longer innocent word (看你), when the sentence around it speaks of harm
    const first = typed(run[0]) && !withTones ? HARM_SYLLABLE[run[0]!.readings[0]!.base] : undefined;
    if (harmFirst && first) return len === 1 ? first : undefined;
    for (const key of withTones ? toned : keys) {
      const w = spelling.get(key);
      if (w && run.every((x, j) => typed(x) || x!.char === w[j])) return w;
    }
    return undefined;
  };
  const read = (fromRight: boolean): string => {
    const pieces: { at: number; end: number; word: string }[] = [];
    if (!fromRight) {
      for (let i = 0; i < slots.length;) {
        let len = 0;
        let w: string | undefined;
        // the longest word read with its tones, else the longest read without (ㄎㄢˇ ㄋㄧˇ is 砍你, not 看你)
        for (const withTones of [true, false]) {
          for (len = Math.min(4, slots.length - i); len >= 1 && !(w = wordAt(i, len, withTones)); len--);
          if (w) break;
        }
        if (w) pieces.push({ at: slots[i]!.at, end: slots[i + len - 1]!.end, word: w });
        i += w ? len : 1;
      }
    } else {
      for (let e = slots.length; e > 0;) {
        let len = 0;
        let w: string | undefined;
        for (const withTones of [true, false]) {
          for (len = Math.min(4, e); len >= 1 && !(w = wordAt(e - len, len, withTones)); len--);
          if (w) break;
        }
        if (w) pieces.unshift({ at: slots[e - len]!.at, end: slots[e - 1]!.end, word: w });
        e -= w ? len : 1;
      }
    }
    let out = '';
    let at = 0;
    for (const p of pieces) {
      out += s.slice(at, p.at) + p.word;
      at = p.end;
    }
    return out + s.slice(at);
  };
  return [read(false), read(true)];
}

const HAN_RE = /\p{Script=Han}/u;
/** Toneless syllables that may be a harmful act, and that act (read so only where the sentence speaks of harm). */
const HARM_SYLLABLE: Record<string, string> = {
  ㄎㄢ: '砍', // kan
  ㄍㄜ: '割', // ge
  ㄕㄚ: '杀', // sha
  ㄘ: '刺', // ci
  ㄊㄨㄥ: '捅', // tong
  ㄓㄚ: '炸', // zha
  ㄉㄨㄛ: '剁', // duo
  ㄓㄢ: '斩', // zhan
  ㄔㄨㄛ: '戳', // chuo
};
/** A reading that speaks of harm: a weapon, death, blood, or a body part coming off (Simplified, as the rules see it). */
const HARM_CONTEXT = /刀|枪|斧|剑|死|血|炸弹|(?:头|脖子|手|脚|眼睛|手指|耳朵|舌头).{0,2}(?:下来|掉|断|开|爆)/u;
/** English words of a mixed text, in Chinese: enough for the context rules to read the sentence. */
const EN_ZH: Record<string, string> = {
  kill: '殺',
  kills: '殺',
  killed: '殺了',
  killing: '殺',
  murder: '殺',
  shoot: '射殺',
  shot: '射殺',
  stab: '刺',
  stabbed: '刺',
  hit: '打',
  beat: '打',
  punch: '揍',
  hurt: '傷害',
  die: '死',
  dead: '死',
  death: '死',
  suicide: '自殺',
  knife: '刀',
  gun: '槍',
  blood: '血',
  bomb: '炸彈',
  naked: '裸體',
  nude: '裸體',
  sexy: '性感',
  sex: '做愛',
  dirty: '髒',
  stupid: '笨',
  smelly: '臭',
  disgusting: '噁心',
  lazy: '懶',
  trash: '垃圾',
  idiot: '白痴',
  idiots: '白痴',
  are: '都是',
  is: '是',
  all: '都',
  ignore: '忽略',
  forget: '忘記',
  rules: '規則',
  rule: '規則',
  instructions: '指令',
  instruction: '指令',
  safety: '安全',
  filter: '過濾',
  off: '關閉',
  weed: '大麻',
  drugs: '毒品',
  drug: '毒品',
  smoke: '抽',
  i: '我',
  me: '我',
  you: '你',
  him: '他',
  her: '她',
  them: '他們',
  want: '想',
  wanna: '想',
  teacher: '老師',
  mom: '媽媽',
  dad: '爸爸',
};
function mixedReading(s: string, p: Prepared): string {
  // chunk by chunk: a chunk that is one English word the child typed is read in Chinese
  return p.chunks.map((c) => (/^[a-z]+$/.test(c) && EN_ZH[c] ? simplify(EN_ZH[c]) : c)).join('');
}

/** A word's readings: 1 as i and as l (k1ll, ki11), f*ck with each vowel, fuuuck as fuck. The i-reading is last. */
function wordVariants(word: string): string[] {
  const out = new Set<string>([word.replace(/\uE001/g, 'l'), word.replace(/\uE001/g, 'i')]);
  const w = word.replace(/\uE001/g, 'i');
  if (w.includes('*')) {
    for (const v of 'aeiou') out.add(w.replace(/\*+/g, v));
    // each '*' hides one letter: motherf***er, a**hole, b*tch are read as the words they mask
    const re = new RegExp(`^${w.replace(/[^a-z*]/g, '').replace(/\*/g, '[a-z]')}$`);
    for (const m of MASKABLE_EN) if (re.test(m)) out.add(m);
  }
  for (const x of [...out]) out.add(x.replace(/(.)\1{2,}/g, '$1')).add(x.replace(/(.)\1{2,}/g, '$1$1'));
  out.delete(w);
  return [...out, w];
}

// built on the first check (normalising the names loads OpenCC: decision 0025, cold start)
const ownedIndex = once(() =>
  [...OWNED_CHARACTERS, ...OWNED_0047, ...OWNED_0057].flatMap((c) =>
    c.names.map((name) => {
      // Chinese names on the compact text (Simplified, spacing and punctuation gone: 皮 卡 丘, 皮卡丘); Latin names
      // as whole words of the Latin text with leetspeak undone and letters pulled apart joined (P1kachu, p i k a c h u),
      // spaces and hyphens optional inside ("Hello Kitty", "hellokitty"), so "Mario" is found but not "Marionette".
      const latinName = /^[a-z]/i.test(normalise(name));
      const key = latinName ? '' : prepare(name).compact;
      const latin = latinName
        ? new RegExp(
            `(^| )${latinWords(fold(name))
              .map((w) => w.replace(/\uE001/g, 'i'))
              .join('')
              .split('')
              .join(' ?')}( |$)`,
          )
        : undefined;
      return { name, idea: c.idea, key, latin };
    }),
  ),
);

// the owned index's keys, for the zhuyin reading of session 0047 (a Latin name's key is empty: never matched)
const ownedKeys0047 = once(() => ownedIndex().map((o) => o.key));

/**
 * Owned Chinese names by sound (issue 19): a child writes a homophone or near-homophone (皮卡秋, 哆拉A夢, 海棉寶寶,
 * 湯瑪斯): each character of a name of ≥ 3 characters is matched by its tone-less syllables, with the sounds
 * children in Taiwan mix up merged (zh/z, ch/c, sh/s, eng/en, n/l); letters in a name (哆啦A夢) must be written as
 * they are. At least two characters must be the name's own and at least one a different one, and a differing
 * character may not be one of the everyday characters a sentence goes on with (布丁夠吃嗎 is not 布丁狗).
 */
const FUZZ: [RegExp, string][] = [
  [/ㄓ/g, 'ㄗ'],
  [/ㄔ/g, 'ㄘ'],
  [/ㄕ/g, 'ㄙ'],
  [/ㄥ/g, 'ㄣ'],
  [/ㄋ/g, 'ㄌ'],
];
function fuzzyBases(ch: string): string[] {
  return [...new Set(hanReadings(ch).map((r) => FUZZ.reduce((b, [re, to]) => b.replace(re, to), r.base)))];
}
// Simplified, like the compact text: characters a sentence goes on with right after a name's first characters
const SENTENCE_CHARS = new Set([...'的地得了在是有和跟与都也很就要会说到去来对够个只把被给让着过吗呢吧啊呀']);
// names whose first characters are an everyday word and whose last sounds like a common one (小小冰塊, 汪汪對著)
// (session 0035: 黃阿媽/黃阿嬤, 貓貓衝過來, 跳跳湖, 西施會跳舞, 忍者鬼, 超級肥蝦 …)
const NO_SOUND_MATCH = new Set([
  '小小兵',
  '汪汪队',
  '黄阿玛',
  '猫猫虫',
  '跳跳虎',
  '呆呆兽',
  '屁屁侦探',
  '西施惠',
  '超级飞侠',
  '忍者龟',
  '忍者神龟',
  '奇奇蒂蒂',
  '萌鸡小队',
  '海底总动员',
  '贝肯熊',
]);
interface SoundName {
  key: string;
  units: { ch: string; bases: string[] | null }[];
  index: number;
}
const ownedSoundIndex = once(() => {
  const byFirst = new Map<string, SoundName[]>();
  ownedIndex().forEach((o, index) => {
    const chars = [...o.key];
    if (
      chars.length < 3 ||
      NO_SOUND_MATCH.has(o.key) ||
      NO_SOUND_0057().has(o.key) || // session 0057: its names by their letters only
      chars.filter((c) => HAN.test(c)).length < 2
    )
      return;
    const units = chars.map((ch) => ({ ch, bases: HAN.test(ch) ? fuzzyBases(ch) : null }));
    if (units.some((u) => u.bases && !u.bases.length)) return;
    const first = units[0]!.bases ?? [units[0]!.ch];
    for (const b of first) byFirst.set(b, [...(byFirst.get(b) ?? []), { key: o.key, units, index }]);
  });
  return byFirst;
});
function findOwnedBySound(compact: string): { index: number; written: string } | undefined {
  const chars = [...compact];
  if (chars.length < 3) return undefined;
  const bases = chars.map((c) => (HAN.test(c) ? fuzzyBases(c) : [c]));
  const index = ownedSoundIndex();
  for (let i = 0; i + 3 <= chars.length; i++)
    for (const b of bases[i]!)
      next: for (const n of index.get(b) ?? []) {
        if (i + n.units.length > chars.length) continue;
        let same = 0;
        for (let j = 0; j < n.units.length; j++) {
          const u = n.units[j]!;
          const c = chars[i + j]!;
          if (c === u.ch) same += 1;
          else if (!u.bases || SENTENCE_CHARS.has(c) || !bases[i + j]!.some((x) => u.bases!.includes(x))) continue next;
        }
        if (same >= 2 && same < n.units.length)
          return { index: n.index, written: chars.slice(i, i + n.units.length).join('') };
      }
  return undefined;
}

/** A Chinese name found where it is written as one (皮 卡 丘 too), not across two phrases (我的寵物，小精靈是…). */
function foundFairly(p: Prepared, key: string): boolean {
  for (let at = p.compact.indexOf(key); at >= 0; at = p.compact.indexOf(key, at + 1))
    if (spansFairly(p, at, at + key.length)) return true;
  return false;
}

function findOwnedCharacter(p: Prepared) {
  const words = latinWords(p.folded).map((w) => w.replace(/\uE001/g, 'i'));
  const latin = ` ${words.join(' ')} `;
  const joined = ` ${words.join('')} `;
  const found = ownedIndex().find((o) =>
    o.latin
      ? o.latin.test(latin) || (words.length > 1 && o.latin.test(joined) && words.every((w) => w.length === 1))
      : foundFairly(p, o.key),
  );
  if (found) return found;
  // session 0047: a name spelled in zhuyin (ㄆㄧˊ ㄎㄚˇ ㄑㄧㄡ), read against the index's Chinese names
  const bySound =
    findOwnedBySound(p.compact) ??
    (/[\u3105-\u312F]/.test(p.compact) ? ownedByTyped0047(p.compact, soundSlots(p), ownedKeys0047()) : undefined);
  // session 0040: two everyday-word names of one work; session 0057: an everyday-word name beside its work
  if (bySound === undefined) return ownedPair0040(p.compact) ?? ownedContext0057(p.compact);
  // the nudge names what the child wrote; where it stands decides as for the name itself (depictsOwned)
  return { ...ownedIndex()[bySound.index]!, key: bySound.written };
}

/**
 * Where the owned-character nudge applies in free text (decision 0031, merge note): a page's story text, the chat, an
 * author's words. A child may say she plays 寶可夢 or loves watching 蠟筆小新 — the talking word (看/玩/讀/喜歡/買/
 * collect …) just before the name, or the medium (卡牌, 卡通, 電影, game, cards …) just after it; anything else that
 * names an owned character puts it in the book (艾莎公主在雪地唱歌, 哆啦A夢拿出竹蜻蜓) and gets the kind nudge, as
 * does any ask to draw it or make it the book's character (畫皮卡丘, 我的主角是皮卡丘, "draw Elsa"). Fields that name
 * or draw a character refuse any owned name (ownedCharacterVerdict, called by the safety guard).
 */

// asked for in Simplified (the compact text is Simplified) and in English words
// (session 0035: 漫畫, 動畫, 畫面 and a sticker collected are talk of the show, not a drawing asked for)
const DEPICT_ZH =
  /(?<![漫动])[画绘](?!面)|图|插图|(?<!收集.{0,12}|买.{0,8}|有.{0,8})贴纸|封面|主角|角色|主人翁|写.{0,8}(?:故事|绘本|书)|编.{0,8}故事|做成|变成|扮成|当成/u;
const DEPICT_EN =
  /\b(?:draw|drawing|draws|paint|painting|picture|illustrat\w*|image|sketch|colou?r(?:ing)? page|cover|story about|write a story|main character|hero of)\b/;

function depictsOwned(p: Prepared, o: { key: string; latin?: RegExp; name: string }): boolean {
  if (DEPICT_ZH.test(p.compact)) return true;
  const words = latinWords(p.folded).map((w) => w.replace(/\uE001/g, 'i'));
  if (DEPICT_EN.test(words.join(' '))) return true;
  // Allowed only when the child talks OF the game, show, book or toy (我喜歡玩寶可夢, 我在看蠟筆小新, 寶可夢卡牌,
  // I love playing Pokemon): the talking word just before the name, or the medium just after it. A character
  // acting in the story (艾莎公主在雪地唱歌, 蜘蛛人在大樓之間飛) is putting it in the book: the kind nudge.
  if (GAME_TALK_ZH.test(p.compact) || GAME_TALK_EN.test(words.join(' '))) return false;
  if (o.latin) {
    const text = ` ${words.join(' ')} `;
    const m = o.latin.exec(text);
    if (!m) return true; // only as letters pulled apart (p i k a c h u): a disguise
    // a Latin name in a Chinese sentence (我的最愛是hello kitty的筆記本): the Chinese words around it decide
    const han = p.compact.replace(/[a-z0-9\uE001]/gi, '');
    if (TALKS_OF_ZH_BEFORE.test(han) || MEDIUM_ZH_AFTER.test(han.replace(/^.*?(?=的)/u, ''))) return false;
    const before = text.slice(0, m.index).trim().split(' ').slice(-3);
    const after = text
      .slice(m.index + m[0].length)
      .trim()
      .split(' ')
      .slice(0, 2);
    return !(before.some((w) => TALKS_OF_EN.test(w)) || after.some((w) => MEDIUM_EN.test(w)));
  }
  const at = p.compact.indexOf(o.key);
  const before = p.compact.slice(Math.max(0, at - 5), at);
  const after = p.compact.slice(at + o.key.length, at + o.key.length + 4);
  return !(TALKS_OF_ZH_BEFORE.test(before) || MEDIUM_ZH_AFTER.test(after));
}
// watching, playing, reading, liking, buying, collecting (Simplified, like the compact text)
const TALKS_OF_ZH_BEFORE = /[看玩听读爱迷买]|喜欢|收集|集了|抽到|抽中|卡通|动画|电影|游戏|节目|漫画/u;
// the game, show, book or toy named right after the name (寶可夢卡牌, 冰雪奇緣的電影)
// (session 0035: a show or a game judged or followed — 鬼滅之刃好好看, 航海王的結局, 第二集, 上映)
const MEDIUM_ZH_AFTER =
  /^的?(?:游戏|卡通|动画|动漫|电影|玩具|卡牌|卡片|卡|漫画|贴纸|公仔|扭蛋|娃娃|主题曲|歌|大赛|对战|比赛|笔记本|文具|铅笔盒|书包|水壶|杯|衣服|背包|便当盒|(?:真的|超|很|好)?好?(?:好看|好玩)|结局|剧情|第.{1,2}[集季]|上映|播出|更新|续集|新的一集)/u;
// game talk anywhere in the sentence (我的寶可夢打敗了道館館長), and "my favourite …", "I like …"
// (session 0035: playing a named game or a video game anywhere in the sentence — 我們在玩 Minecraft，我被苦力怕炸到了)
const GAME_TALK_ZH =
  /道馆|对战|关卡|进化|抽卡|扭蛋|游戏里|卡牌|在玩|玩电动|打电动|电动里|游戏中|minecraft|当个创世神|我的世界|动物森友会|动森|switch/u;
const GAME_TALK_EN = /\b(?:my|our) favou?rite\b|\bi (?:really )?(?:like|love|play|watch|collect)\b|\bvideo game\b/;
const TALKS_OF_EN =
  /^(?:play|plays|played|playing|watch|watches|watched|watching|like|likes|liked|love|loves|loved|read|reads|reading|favou?rite|fan|collect|collecting|bought|buy)$/;
const MEDIUM_EN = /^(?:game|games|cards?|cartoon|show|movie|film|comics?|manga|toys?|plush|song|anime|series)$/;

/** The rules' verdict on one text (the first line), with its prepared forms for the learned line. */
function rulesCheck(text: string): { verdict: SafetyVerdict; p: Prepared; slots: (Slot | undefined)[] } {
  const p = prepare(text);
  const slots = soundSlots(p);
  const found = classify(text, p, slots);
  const category = PRIORITY.find((c) => found.has(c));
  if (category && category !== 'owned_character')
    return { verdict: { safe: false, reason: 'blocked', category, message: SAFETY_MSG[category] }, p, slots };
  const owned = findOwnedCharacter(p);
  if (
    owned &&
    depictsOwned(p, owned) &&
    !everydayOwned0041(p, owned) &&
    !playsOwned0048(p.compact, owned.key) &&
    !ownsThingOfOwned0055(p.compact, owned.key) &&
    !playsBattle0058(p.compact)
  )
    return {
      verdict: {
        safe: false,
        reason: 'owned-character',
        category: 'owned_character',
        character: owned.name,
        message: SAFETY_MSG.ownedCharacter(owned.name, owned.idea),
      },
      p,
      slots,
    };
  return { verdict: { safe: true }, p, slots };
}

/** The rules alone, without the learned line: for training the learned line and for measuring what it adds. */
export function rulesVerdict(text: string): SafetyVerdict {
  return text ? rulesCheck(text).verdict : { safe: true };
}

/**
 * The owned-character nudge for a text that names or draws a character of the book (a character's name and
 * features, a picture's who/where/what, a picture prompt, a title): any owned name is refused there. Only the
 * nudge: the harm categories are checkText's (the guard runs both).
 */
export function ownedCharacterVerdict(text: string): SafetyVerdict {
  if (!text) return { safe: true };
  const owned = findOwnedCharacter(prepare(text));
  return owned
    ? {
        safe: false,
        reason: 'owned-character',
        category: 'owned_character',
        character: owned.name,
        message: SAFETY_MSG.ownedCharacter(owned.name, owned.idea),
      }
    : { safe: true };
}

/**
 * Checks a child's texts (or an AI's answer) before they are stored or go anywhere near an engine. The texts
 * themselves are not changed; matching runs on normalised forms (normalise.ts). The first unsafe text decides.
 * The rules decide first; a text they let through is read once more by the learned line (learned.ts, decision
 * 0027), which can only add a refusal.
 */
export function checkText(texts: string | readonly string[]): SafetyVerdict {
  for (const text of typeof texts === 'string' ? [texts] : texts) {
    if (!text) continue;
    const { verdict, p, slots } = rulesCheck(text);
    if (!verdict.safe) return verdict;
    const category = learnedVerdict(p, slots);
    if (!category) continue;
    // an everyday text of the kind the learned line was not trained on (sessions 0035, 0041, 0048, 0055): the
    // allowed words are blanked once for all of them
    const unallowed = unallowedText(p);
    if (LEARNED_LIFTS.some((lift) => lift[category]?.(p.compact, p.folded, unallowed))) continue;
    if (category !== 'owned_character')
      return { safe: false, reason: 'blocked', category, message: SAFETY_MSG[category] };
  }
  return { safe: true };
}

const LEARNED_LIFTS = [LEARNED_LIFT_0035, LEARNED_LIFT_0041, LEARNED_LIFT_0048, LEARNED_LIFT_0055, LEARNED_LIFT_0058];

/** The compact text with its allowed words and readings blanked (for the lifts of the learned line, session 0035). */
function unallowedText(p: Prepared): string {
  const chars = [...p.compact];
  for (const [a, b] of allowedSpans(p, tables().allow)) for (let i = a; i < b; i++) chars[i] = '_';
  return chars.join('');
}

/** Throws the kind 422 answer when any text is unsafe; every save route, the tools and the chat call it. */
export function assertSafeText(texts: string | readonly string[]): void {
  const verdict = checkText(texts);
  if (!verdict.safe)
    throw new AppError(ERR.unsafeContent, verdict.message, {
      data: { reason: verdict.reason, category: verdict.category },
    });
}
export function __respell(t: string, h = false) {
  const p = prepare(t);
  return respell(p.compact, soundSlots(p), tables().spelling, h);
}
