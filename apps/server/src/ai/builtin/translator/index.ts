import { asQuestion, readClause, writeClause } from './clause.ts';
import { lookupOwn } from './dictionary.ts';
import { tokenize, type Token } from './words.ts';

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
  const input = text.trim().normalize('NFKC');
  if (!input) return '';
  // Nothing Chinese to translate (English already, numbers, emoji): keep the child's text, tidied.
  if (!/\p{Script=Han}/u.test(input)) return finish(input, endMark(input));
  const mode = options.mode ?? 'book';
  if (mode === 'book' && isTitle(input)) {
    const english = sentenceBody(input, false);
    return english ? titleCase(english) : '';
  }
  const out: string[] = [];
  for (const sentence of splitSentences(input)) {
    const english = renderSentence(sentence, mode === 'book');
    if (english) out.push(english);
  }
  return out.join(' ').replace(/\s+/g, ' ').trim() || '…';
}

/** A book title: one short line with no punctuation (小貓找星星, 我的家人). */
function isTitle(input: string): boolean {
  return !/[。！？!?，,、；;：:「」]/u.test(input) && input.replace(/[^\p{Script=Han}]/gu, '').length <= 10;
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
function renderSentence(sentence: string, narrative: boolean): string {
  const quote = /^(.*?)[「『](.*?)[」』](.*)$/su.exec(sentence);
  if (quote) return renderQuotation(quote[1]!, quote[2]!, quote[3]!, narrative);
  const mark = endMark(sentence);
  const isQuestion = mark === '?' || /[嗎吗呢]\s*[?？]?\s*$/.test(sentence);
  // Questions are spoken, so they stay in the present.
  const body = sentenceBody(sentence, narrative && !isQuestion);
  if (!body) return '';
  return finish(body, isQuestion ? '?' : mark);
}

function renderQuotation(before: string, inner: string, after: string, narrative: boolean): string {
  const said = renderSpeaker(before.replace(/[：:，,\s]+$/u, '')) ?? renderSpeaker(after.replace(/[。！？!?，,\s]+/gu, ''));
  const spoken = splitSentences(inner)
    .map((s) => renderSentence(s, false))
    .filter(Boolean)
    .join(' ');
  if (!spoken) return '';
  const quoted = spoken.replace(/\.$/, '');
  if (!said) {
    const rest = sentenceBody(`${before}${after}`, narrative);
    return rest ? `${finish(rest, '.')} "${spoken}"` : `"${spoken}"`;
  }
  const verb = narrative ? said.verb : presentOf(said.verb);
  if (before.trim() && said.from === 'before') return `${capitalise(`${said.who} ${verb}`)}, "${spoken}"`;
  const closing = /[?!]$/.test(quoted) ? quoted : `${quoted},`;
  const tail = said.pronoun ? `${said.who} ${verb}` : `${verb} ${said.who}`;
  return `"${closing}" ${tail}.`;
}

function presentOf(verb: string): string {
  return verb.replace(/^said/, 'says').replace(/^asked/, 'asks').replace(/^shouted/, 'shouts');
}

/** 小兔子說 → the little rabbit + said. */
function renderSpeaker(
  text: string,
): { who: string; verb: string; pronoun: boolean; from: 'before' | 'after' } | undefined {
  const t = text.trim();
  if (!t) return undefined;
  for (const [zh, en] of Object.entries(SPEECH_VERBS).sort((a, b) => b[0].length - a[0].length)) {
    if (!t.endsWith(zh)) continue;
    const whoZh = t.slice(0, -zh.length);
    if (!whoZh) return undefined;
    const c = readClause(tokenize(whoZh), true);
    if (!c.subject) return undefined;
    const who = writeClause({ ...c, verbs: [], adjective: undefined });
    return { who, verb: en, pronoun: !!c.subject.pronoun, from: 'before' };
  }
  return undefined;
}

const ONOMATOPOEIA = new Set(['咚咚咚', '汪汪', '汪汪汪', '轟隆隆', '喵', '喵喵', '呱呱', '喔喔']);

/**
 * The English of one sentence without its closing mark. Clauses are read in order; a subject carries to the
 * clauses after it, and 因為/所以, 如果/就, 雖然/但是 become because / if / although.
 */
function sentenceBody(sentence: string, narrative: boolean): string {
  const clauses = sentence.split(CLAUSE_SPLIT).map((c) => c.replace(/[。！？!?.「」『』（）()]/gu, '').trim());
  const parts: string[] = [];
  let opened: 'because' | 'if' | 'although' | undefined;
  let hadSubject = false;
  for (const raw of clauses.filter(Boolean)) {
    // 咚咚咚！汪汪！ — a sound on its own is its English sound.
    const sound = onomatopoeia(raw);
    if (sound) {
      parts.push(`${capitalise(sound)}!`);
      continue;
    }
    let zh = raw;
    let lead = '';
    let tense = narrative;
    let future = false;
    const conj = /^(因為|因为|如果|要是|雖然|虽然|所以|但是|可是|不過|不过|然後|然后|結果|结果)/u.exec(zh)?.[1];
    if (conj) zh = zh.slice(conj.length);
    if (conj === '因為' || conj === '因为') (lead = 'because'), (opened = 'because');
    else if (conj === '如果' || conj === '要是') (lead = 'if'), (opened = 'if'), (tense = false);
    else if (conj === '雖然' || conj === '虽然') (lead = 'although'), (opened = 'although');
    else if (conj === '所以') lead = opened === 'because' ? '' : 'so';
    else if (conj === '但是' || conj === '可是' || conj === '不過' || conj === '不过')
      lead = opened === 'although' ? '' : 'but';
    else if (conj === '然後' || conj === '然后') lead = 'then';
    else if (conj === '結果' || conj === '结果') lead = 'in the end';
    // 如果…就: the result is in the future.
    if (opened === 'if' && lead !== 'if') (future = true), (tense = false), (zh = zh.replace(/^(.*?)就/u, '$1'));
    // 打雷的時候 → when it thundered; 過年的時候 → at Chinese New Year.
    const when = /^(.+?)(的時候|的时候|時|时)$/u.exec(zh);
    let english: string;
    if (when) {
      english = whenClause(when[1]!, tense);
    } else {
      english = clauseEnglish(zh, tense, future);
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
  if (!ONOMATOPOEIA.has(zh)) return undefined;
  return lookupOwn(zh)?.en;
}

function whenClause(zh: string, past: boolean): string {
  const tokens = tokenize(zh);
  const c = readClause(tokens, past);
  if (!c.verbs.length && !c.adjective && c.subject && !c.subject.pronoun) {
    // a time or an event: 下課 → at recess, 過年 → at Chinese New Year
    return `at ${writeClause({ ...c, verbs: [] }).replace(/^the /, '')}`;
  }
  if (!c.verbs.length && !c.subject && c.time.length) return c.time.join(' ');
  return `when ${writeClause(c).replace(/^__S__/, '')}`;
}

/** One clause to English; '__S__' marks a clause that has its own subject. */
function clauseEnglish(zh: string, past: boolean, future: boolean): string {
  const tokens: Token[] = tokenize(zh);
  if (!tokens.length) return '';
  const c = readClause(tokens, past);
  if (future) (c.future = true), (c.past = false);
  const english = asQuestion(c, writeClause(c)).replace(/\s+/g, ' ').trim();
  if (!english) return '';
  return c.subject || c.thereIs ? `__S__${english}` : english;
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
