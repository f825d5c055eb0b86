import { asQuestion, readClause, writeClause } from './clause.ts';
import { normalise } from '../../text/segment.ts';
import { lookupOwn } from './dictionary.ts';
import { verbForms } from './english.ts';
import { bookNames, tokenize, type BookNames, type Token } from './words.ts';

const ingOf = (verb: string) => verbForms(verb).ing;

/**
 * The offline translator: Chinese → English for children's picture books, a draft the child can edit.
 * Segmentation + our children's lexicon over CC-CEDICT + grammar rules (subject–verb–object, 把/被, aspect,
 * complements, 的 possessive, measure words, connectives 因為…所以 / 如果…就 / 雖然…但是 / 一邊…一邊,
 * questions, quotations 「…」, onomatopoeia). A book's page is narrated in the past tense; a short line with
 * no punctuation is a title (Title Case). Never pinyin for a word: only names are romanised (小明 → Xiaoming).
 * Never empty for non-empty input.
 */
export interface TranslateOptions {
  /**
   * 'book' (default): a page or a title of the child's book — pages in the past tense, titles capitalised.
   * 'phrase': a bare phrase in the present (the picture prompt's who / where / what).
   */
  mode?: 'book' | 'phrase';
  /** the book's own names (main character, author): kept as names on every page, never translated as words */
  names?: readonly string[];
}

const SENTENCE_END = /[。！？!?]/u;
const CLAUSE_SPLIT = /[，,、；;：:…~～\s]+/u;
const SPEECH_VERBS: Record<string, string> = {
  說: 'said',
  说: 'said',
  問: 'asked',
  问: 'asked',
  大叫: 'shouted',
  大喊: 'shouted',
  喊: 'shouted',
  叫: 'called',
  回答: 'answered',
  笑著說: 'said with a laugh',
  哭著說: 'cried',
  大聲說: 'shouted',
  小聲說: 'whispered',
};

export function translate(text: string, options: TranslateOptions = {}): string {
  return translateText(text, options, bookNames(options.names ?? []));
}

function translateText(text: string, options: TranslateOptions, names: BookNames): string {
  const input = text.trim().normalize('NFKC');
  if (!input) return '';
  // Nothing Chinese to translate (English already, numbers, emoji): keep the child's text, tidied.
  if (!/\p{Script=Han}/u.test(input)) return finish(input, endMark(input)) || input;
  const mode = options.mode ?? 'book';
  if (mode === 'book' && isTitle(input)) {
    const english = titleEnglish(input, names);
    return english ? titleCase(english) : '…';
  }
  const out: string[] = [];
  for (const sentence of splitSentences(input)) {
    const english = renderSentence(sentence, mode === 'book', names);
    if (english) out.push(english);
  }
  return out.join(' ').replace(/\s+/g, ' ').trim() || '…';
}

/** A book title: one short line with no punctuation (小貓找星星, 我的家人). */
function isTitle(input: string): boolean {
  return !/[。！？!?，,、；;：:「」]/u.test(input) && input.replace(/[^\p{Script=Han}]/gu, '').length <= 10;
}

/**
 * A title reads as a name, not a sentence: 會說話的樹 → The Tree That Could Talk, 快樂的暑假 → A Happy Summer
 * Vacation, 小狗豆豆 → Doudou the Puppy; otherwise the line in the present tense (小貓找星星 → The Kitten Looks for a Star).
 */
function titleEnglish(zh: string, names: BookNames): string {
  const tokens = tokenize(zh, names).map((t) =>
    t.entry?.kind === 't'
      ? {
          ...t,
          entry: { ...t.entry, kind: 'nm' as const, en: t.entry.en.replace(/^(in the|in|at the|at|on|every) /, '') },
        }
      : t,
  );
  // [verb phrase]的[noun]: a relative clause
  const de = tokens.findIndex((t) => t.particle === '的');
  if (de > 0 && de < tokens.length - 1) {
    const before = readClause(tokens.slice(0, de), false);
    const after = readClause(tokens.slice(de + 1), false);
    if (before.verbs.length && !before.subject && after.subject && !after.verbs.length) {
      const noun = writeClause({ ...after, time: [] }).replace(/^the /, '');
      const verb = writeClause({ ...before, subject: undefined, past: true, time: [] });
      return `the ${noun} that ${verb.replace(/^could can/, 'could')}`;
    }
    if (!before.subject && before.adjective && after.subject && !after.verbs.length && !before.verbs.length) {
      const noun = writeClause({ ...after, time: [] }).replace(/^the /, '');
      return `the ${before.adjective} ${noun}`;
    }
  }
  // 小狗豆豆 → Doudou the Puppy
  if (tokens.length === 2 && tokens[0]!.entry && ['n'].includes(tokens[0]!.entry.kind) && tokens[1]!.name)
    return `${tokens[1]!.name} the ${tokens[0]!.entry.en}`;
  const c = readClause(tokens, false);
  // 尋找獨角獸 → Looking for a Unicorn: a title with no subject names the doing
  if (!c.subject && c.verbs.length && !c.thereIs) {
    const plain = writeClause({ ...c, imperative: true, negative: false }).split(' ');
    const at = plain.findIndex((w) => w !== 'it' && !/,$/.test(w) && !c.time.join(' ').split(' ').includes(w));
    const head = plain[at];
    if (head) plain[at] = ingOf(head);
    return plain.join(' ');
  }
  return asQuestion(c, writeClause(c)).replace(/\s+/g, ' ').trim();
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by']);
function titleCase(english: string): string {
  const words = english.replace(/[.?!]+$/, '').split(' ');
  return words
    .map((w, i) => (i > 0 && i < words.length - 1 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Sentences end at 。！？, but never inside a quotation. */
function splitSentences(input: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (const ch of input) {
    current += ch;
    if (ch === '「' || ch === '『') depth += 1;
    if (ch === '」' || ch === '』') depth = Math.max(0, depth - 1);
    if (depth === 0 && SENTENCE_END.test(ch)) {
      out.push(current);
      current = '';
    }
  }
  if (current.trim()) {
    // A mark after a closing quote belongs to the sentence before it.
    if (!/[\p{Script=Han}\p{L}\p{N}」』]/u.test(current) && out.length) out[out.length - 1] += current;
    else out.push(current);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

function endMark(s: string): string {
  return /[?？]\s*$/.test(s) ? '?' : /[!！]\s*$/.test(s) ? '!' : '.';
}

/** One sentence: a quotation with its speaker, onomatopoeia, then clauses joined by their connectives. */
function renderSentence(sentence: string, narrative: boolean, names: BookNames): string {
  const quote = /^(.*?)[「『](.*?)[」』](.*)$/su.exec(sentence);
  if (quote) return renderQuotation(quote[1]!, quote[2]!, quote[3]!, narrative, names);
  const mark = endMark(sentence);
  const isQuestion = mark === '?' || /[嗎吗呢]\s*[?？]?\s*$/.test(sentence);
  // Questions are spoken, so they stay in the present.
  const body = sentenceBody(sentence, narrative && !isQuestion, names);
  if (!body) return '';
  return finish(body, isQuestion ? '?' : mark);
}

function renderQuotation(before: string, inner: string, after: string, narrative: boolean, names: BookNames): string {
  const said =
    renderSpeaker(before.replace(/[：:，,\s]+$/u, ''), names) ??
    renderSpeaker(after.replace(/[。！？!?，,\s]+/gu, ''), names);
  const spoken = splitSentences(inner)
    .map((s) => renderSentence(s, false, names))
    .filter(Boolean)
    .join(' ');
  if (!spoken) return '';
  const quoted = spoken.replace(/\.$/, '');
  if (!said) {
    const rest = sentenceBody(`${before}${after}`, narrative, names);
    return rest ? `${finish(rest, '.')} "${spoken}"` : `"${spoken}"`;
  }
  const verb = narrative ? said.verb : presentOf(said.verb);
  if (before.trim() && said.from === 'before') return `${capitalise(`${said.who} ${verb}`)}, "${spoken}"`;
  const closing = /[?!]$/.test(quoted) ? quoted : `${quoted},`;
  const tail = said.pronoun ? `${said.who} ${verb}` : `${verb} ${said.who}`;
  return `"${closing}" ${tail}.`;
}

function presentOf(verb: string): string {
  return verb
    .replace(/^said/, 'says')
    .replace(/^asked/, 'asks')
    .replace(/^shouted/, 'shouts');
}

/** 小兔子說 → the little rabbit + said. */
function renderSpeaker(
  text: string,
  names: BookNames,
): { who: string; verb: string; pronoun: boolean; from: 'before' | 'after' } | undefined {
  const t = text.trim();
  if (!t) return undefined;
  for (const [zh, en] of Object.entries(SPEECH_VERBS).sort((a, b) => b[0].length - a[0].length)) {
    if (!t.endsWith(zh)) continue;
    const whoZh = t.slice(0, -zh.length);
    if (!whoZh) return undefined;
    const c = readClause(tokenize(whoZh, names), true);
    if (!c.subject) return undefined;
    const who = writeClause({ ...c, verbs: [], adjective: undefined });
    return { who, verb: en, pronoun: !!c.subject.pronoun, from: 'before' };
  }
  return undefined;
}

const ONOMATOPOEIA = new Set([
  '咚咚咚',
  '咚咚',
  '汪汪',
  '汪汪汪',
  '轰隆隆',
  '轰隆',
  '喵',
  '喵喵',
  '呱呱',
  '喔喔',
  '叮咚',
  '哈哈',
  '哈哈哈',
]);
/** What children's characters say on their own: 救命 → Help!, 謝謝你 → Thank you! */
const INTERJECTIONS: Record<string, string> = {
  救命: 'help',
  救命啊: 'help',
  谢谢: 'thank you',
  谢谢你: 'thank you',
  谢谢妳: 'thank you',
  谢谢你们: 'thank you',
  你好: 'hello',
  大家好: 'hello, everyone',
  哈啰: 'hello',
  再见: 'goodbye',
  拜拜: 'bye-bye',
  对不起: 'sorry',
  没关系: "that's OK",
  晚安: 'good night',
  早安: 'good morning',
  生日快乐: 'happy birthday',
  新年快乐: 'happy New Year',
  加油: 'come on',
  好: 'OK',
  好啊: 'OK',
  好的: 'OK',
  是的: 'yes',
  不要: 'no',
  不: 'no',
  哇: 'wow',
  哇哇: 'wow',
  耶: 'yay',
  糟糕: 'oh no',
  完蛋了: 'oh no',
  小心: 'be careful',
};

/**
 * The English of one sentence without its closing mark. Clauses are read in order; a subject carries to the
 * clauses after it, and 因為/所以, 如果/就, 雖然/但是 become because / if / although.
 */
function sentenceBody(sentence: string, narrative: boolean, names: BookNames): string {
  const clauses = sentence.split(CLAUSE_SPLIT).map((c) => c.replace(/[。！？!?.「」『』（）()]/gu, '').trim());
  const parts: string[] = [];
  let opened: 'because' | 'if' | 'although' | undefined;
  let hadSubject = false;
  let told = false;
  for (const raw of clauses.filter(Boolean)) {
    // 咚咚咚！汪汪！ — a sound on its own is its English sound.
    const sound = onomatopoeia(raw);
    if (sound) {
      parts.push(`${capitalise(sound)}!`);
      continue;
    }
    let zh = raw;
    let lead = '';
    // 有一天，小熊找到寶藏: a time in the past sets the tense of what follows
    if (/^(有一天|從前|从前|昨天|後來|后来|很久很久以前|那天)/u.test(zh)) told = true;
    let tense = narrative || told;
    let future = false;
    const conj = /^(因為|因为|如果|要是|雖然|虽然|所以|但是|可是|不過|不过|然後|然后|結果|结果)/u.exec(zh)?.[1];
    if (conj) zh = zh.slice(conj.length);
    if (conj === '因為' || conj === '因为') {
      lead = 'because';
      opened = 'because';
    } else if (conj === '如果' || conj === '要是') {
      lead = 'if';
      opened = 'if';
      tense = false;
    } else if (conj === '雖然' || conj === '虽然') {
      lead = 'although';
      opened = 'although';
    } else if (conj === '所以') lead = opened === 'because' ? '' : 'so';
    else if (conj === '但是' || conj === '可是' || conj === '不過' || conj === '不过')
      lead = opened === 'although' ? '' : 'but';
    else if (conj === '然後' || conj === '然后') lead = 'then';
    else if (conj === '結果' || conj === '结果') lead = 'in the end';
    // 如果…就: the result is in the future.
    if (opened === 'if' && lead !== 'if') {
      future = true;
      tense = false;
      zh = zh.replace(/^(.*?)就/u, '$1');
    }
    // 打雷的時候 → when it thundered; 過年的時候 → at Chinese New Year.
    const when = /^(.+?)(的時候|的时候|時|时|以後|以后|之後|之后)$/u.exec(zh);
    const inner = /^(.+?)(的時候|的时候|以後|以后|之後|之后)(.+)$/u.exec(zh);
    let english: string;
    if (when) {
      english = whenClause(when[1]!, tense, when[2]!, names);
    } else if (inner) {
      const sub = whenClause(inner[1]!, tense, inner[2]!, names);
      // 我長大以後想當醫生: the subject of the time clause is the subject of the rest
      const first = tokenize(inner[1]!, names)[0];
      const carried = first?.pronoun || first?.name ? first.text : '';
      let rest = clauseEnglish(inner[3]!, tense, future, names);
      if (carried && !rest.startsWith('__S__')) rest = clauseEnglish(carried + inner[3]!, tense, future, names);
      english = sub && rest ? `${sub}, ${rest.replace(/^__S__/, '')}` : sub || rest;
      if (rest.startsWith('__S__') || /^__S__/.test(rest)) english = `__S__${english}`;
    } else {
      english = clauseEnglish(zh, tense, future, names, lead === 'if');
    }
    if (!english) continue;
    const subjectless = !english.startsWith('__S__');
    english = english.replace(/^__S__/, '');
    if (!lead && parts.length && subjectless && hadSubject && /^[a-z]/.test(english) && !when) lead = 'and';
    if (!subjectless) hadSubject = true;
    parts.push([lead, english].filter(Boolean).join(' '));
  }
  return joinParts(parts);
}

function joinParts(parts: string[]): string {
  let out = '';
  for (const p of parts) {
    if (!out) out = p;
    else if (/[!?]$/.test(out)) out += ` ${capitalise(p)}`;
    else out += `, ${p}`;
  }
  return out.replace(/!$/, '');
}

function onomatopoeia(zh: string): string | undefined {
  const key = normalise(zh).replace(/[啊呀喔哦啦]+$/u, (m) => (INTERJECTIONS[normalise(zh)] ? m : ''));
  if (INTERJECTIONS[normalise(zh)]) return INTERJECTIONS[normalise(zh)];
  if (INTERJECTIONS[key]) return INTERJECTIONS[key];
  if (!ONOMATOPOEIA.has(key)) return undefined;
  return lookupOwn(key)?.en;
}

function whenClause(zh: string, past: boolean, word: string, names: BookNames): string {
  const after = /[後后]$/u.test(word);
  const tokens = tokenize(zh, names);
  const c = readClause(tokens, past);
  if (!c.verbs.length && !c.adjective && c.subject && !c.subject.pronoun) {
    // a time or an event: 下課 → at recess, 過年 → at Chinese New Year
    const what = writeClause({ ...c, verbs: [] });
    return `${after ? 'after' : 'during'} ${/^(the|a|an|my|our|his|her) /.test(what) ? what : `the ${what}`}`;
  }
  if (!c.verbs.length && !c.subject && c.time.length) return c.time.join(' ');
  return `${after ? 'after' : 'when'} ${writeClause(c).replace(/^__S__/, '')}`;
}

/** One clause to English; '__S__' marks a clause that has its own subject. */
function clauseEnglish(zh: string, past: boolean, future: boolean, names: BookNames, condition = false): string {
  let tokens: Token[] = tokenize(zh, names);
  if (!tokens.length) return '';
  const wh = whQuestion(tokens, past);
  if (wh) return wh;
  // 是誰在敲門 → who is knocking: the 是 only points at the question word
  if (tokens[0]?.key === '是' && tokens[1]?.pronoun?.subject === 'who') tokens = tokens.slice(1);
  const c = readClause(tokens, past);
  if (future) {
    c.future = true;
    c.past = false;
  }
  // 如果明天下雨: the condition is in the present even about tomorrow
  if (condition) {
    c.future = false;
    c.past = false;
  }
  const english = asQuestion(c, writeClause(c)).replace(/\s+/g, ' ').trim();
  if (!english) return '';
  return c.subject || c.thereIs ? `__S__${english}` : english;
}

/**
 * Questions with 什麼 / 哪裡 / 誰的 / 呢: the question word goes first and the rest becomes a question.
 * 你喜歡什麼顏色 → What color do you like; 你住在哪裡 → Where do you live; 我的鉛筆呢 → Where is my pencil.
 */
function whQuestion(tokens: Token[], past: boolean): string | undefined {
  const last = tokens.at(-1);
  if (last?.particle === '呢' && tokens.length > 1) {
    const c = readClause(tokens.slice(0, -1), false);
    if (c.subject && !c.verbs.length && !c.adjective) {
      const np = writeClause({ ...c, time: [] });
      return `__S__where ${c.subject.plural ? 'are' : 'is'} ${np}`;
    }
  }
  const at = tokens.findIndex((t) => /^(什么|哪里|哪儿|哪边)$/.test(t.key));
  if (at >= 0) {
    const where = tokens[at]!.key !== '什么';
    const head = where ? undefined : tokens[at + 1];
    const noun = head?.entry && ['n', 'nm', 'pl'].includes(head.entry.kind) ? head.entry.en : '';
    const rest = [...tokens.slice(0, at), ...tokens.slice(at + 1 + (noun ? 1 : 0))];
    const c = readClause(rest, past);
    c.question = true;
    if (!c.subject) return where ? '__S__where' : `__S__what${noun ? ` ${noun}` : ''}`;
    // 你在哪裡 → Where are you
    if (!c.verbs.length && !c.adjective) {
      const who = writeClause({ ...c, question: false, progressive: false, places: [] });
      const third = c.subject.person === 3 && !c.subject.plural;
      const be = c.subject.pronoun?.subject === 'I' ? 'am' : third ? 'is' : 'are';
      return `__S__${where ? 'where' : 'what'} ${be} ${who}`;
    }
    const q = asQuestion(c, writeClause(c)).replace(/ (in|at|to)$/, '');
    const word = where ? 'where' : `what${noun ? ` ${noun}` : ''}`;
    // 你要去哪裡 → Where are you going
    const going = /^do (\S+) want to go( to)?$/.exec(q);
    if (going && where)
      return `__S__where ${going[1] === 'you' || going[1] === 'we' || going[1] === 'they' ? 'are' : 'is'} ${going[1]} going`;
    return `__S__${word} ${q}`;
  }
  // 這是誰的書包 → Whose schoolbag is this
  const whose = tokens.findIndex(
    (t) => t.pronoun?.subject === 'who' && tokens[tokens.indexOf(t) + 1]?.particle === '的',
  );
  if (whose > 0 && tokens[whose - 1]?.key === '是') {
    const owned = readClause(tokens.slice(whose + 2), false);
    const thing = owned.subject ? owned.subject.words : '';
    const subject =
      tokens
        .slice(0, whose - 1)
        .map((t) =>
          t.particle === '这' || t.particle === '这个'
            ? 'this'
            : t.particle === '那' || t.particle === '那个'
              ? 'that'
              : '',
        )
        .join('') || 'it';
    if (thing) return `__S__whose ${thing} is ${subject}`;
  }
  return undefined;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Capital first letter, straight punctuation, one closing mark. */
function finish(english: string, mark: string): string {
  const body = english
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/[\s.?!。！？,]+$/u, '');
  return body ? capitalise(body) + mark : '';
}
