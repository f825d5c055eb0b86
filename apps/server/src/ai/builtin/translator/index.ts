import { asQuestion, readClause, writeClause } from './clause.ts';
import { romanise, tokenize } from './words.ts';

/**
 * The offline translator: Chinese → English for children's sentences, a draft the child can edit.
 * Segmentation + our curated dictionary + grammar rules (subject–verb–object, 了/過 past, 的 possessive,
 * measure words, 在…裡, 很 + adjective, 嗎 questions). Never empty for non-empty input.
 */
export function translate(text: string): string {
  const input = text.trim();
  if (!input) return '';
  // Nothing Chinese to translate (English already, numbers, emoji): keep the child's text, tidied.
  if (!/\p{Script=Han}/u.test(input))
    return finish(input, /[?？]$/.test(input) ? '?' : /[!！]$/.test(input) ? '!' : '.');
  const sentences = input.split(/(?<=[。！？!?.])/u).filter((s) => s.trim());
  const out: string[] = [];
  for (const sentence of sentences) {
    const isQuestion = /[?？]\s*$/.test(sentence) || /[嗎吗]\s*[?？]?\s*$/.test(sentence);
    const exclaim = /[!！]\s*$/.test(sentence);
    let past = false;
    const clauses = sentence
      .split(/[，,、；;：:。！？!?.「」『』（）()…~～\s]+/u)
      .filter(Boolean)
      .map((clause) => {
        const c = readClause(tokenize(clause), past);
        past = c.past && !c.future;
        return asQuestion(c, writeClause(c));
      })
      .filter(Boolean);
    let english = clauses.join(', ').replace(/\s+/g, ' ').trim();
    if (!english) english = romanise(sentence.replace(/[\p{P}\p{S}\s]/gu, '')) || sentence.trim();
    if (!/[\p{L}\p{N}]/u.test(sentence)) continue;
    out.push(finish(english, isQuestion ? '?' : exclaim ? '!' : '.'));
  }
  return out.length ? out.join(' ') : input;
}

/** Capital first letter and one closing mark. */
function finish(english: string, mark: string): string {
  const body = english.replace(/[\s.?!。！？]+$/u, '');
  return body.charAt(0).toUpperCase() + body.slice(1) + mark;
}
