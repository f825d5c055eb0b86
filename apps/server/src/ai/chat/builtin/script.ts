import type { ChatContext, ChatResult } from '@storycat/contract';
import { CHAT_OPTION_MAX, CHAT_OPTIONS_MAX } from '@storycat/contract';
import { clip, len, uniqueOptions } from './words.ts';

/** What a question can see: the answers given so far (cleaned), the book context and the page. */
export interface ScriptState {
  answers: Record<string, string>;
  /** answers the child typed rather than tapped or handed to the cat */
  typed: Set<string>;
  /** every message the child wrote, as written */
  raw: string;
  context: ChatContext;
  page: number;
}

export interface Question {
  message: string;
  options: string[];
}

/** One question of a guided conversation; its answer fills `key`. */
export interface Slot {
  key: string;
  ask(s: ScriptState): Question;
  /** the child's words reduced to what fills the slot ('' when nothing usable is left) */
  clean(text: string): string;
}

/** A guided conversation for one mode: its questions in order and how the result is composed. */
export interface Script {
  slots: Slot[];
  compose(s: ScriptState): ChatResult[];
  doneMessage(result: ChatResult, s: ScriptState): string;
}

/** The option that hands the choice to the cat; always last, so a tap on it is never mistaken for an answer. */
export const DELEGATE_OPTION = '你幫我選';

/** Up to nine suggestions plus "你幫我選". */
export function options(items: readonly (string | undefined)[]): string[] {
  return [...uniqueOptions(items, CHAT_OPTIONS_MAX - 1, CHAT_OPTION_MAX), DELEGATE_OPTION];
}

/** A value to show inside a question, short enough to keep the question within its limit. */
export const show = (v: string | undefined, fallback: string) => clip(v || fallback, 8);

/** The first candidates that fit `max` (and `min`), unique; the first candidate clipped when none fits. */
export function fitting(candidates: string[], max: number, min = 1, n = 4): string[] {
  const out: string[] = [];
  for (const c of candidates.map((x) => x.trim())) if (len(c) >= min && len(c) <= max && !out.includes(c)) out.push(c);
  if (out.length === 0) {
    const first = clip(candidates[0] ?? '', max);
    out.push(len(first) >= min ? first : first.padEnd(min, '。'));
  }
  return out.slice(0, n);
}
