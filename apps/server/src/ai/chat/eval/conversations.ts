import {
  CHAT_OPTIONS_MAX,
  CHAT_REPLY_MAX,
  CHAT_TURN_LIMITS,
  type ChatContext,
  type ChatMessage,
  type ChatResult,
} from '@storycat/contract';
import type { ChatModel, ChatTurnOutput } from '../chat-model.ts';
import { resultProblems, sameIdea } from '../normalise.ts';
import { HELD_BACK } from './held-back.ts';
import { HELD_BACK_NEW } from './held-back-new.ts';
import { HELD_BACK_FRESH } from './held-back-fresh.ts';
import { TUNED } from './tuned.ts';

/**
 * The chat's evaluation set: scripted conversations as children in Taiwan type them, one a line:
 *   mode | page | hero name | hero features | book title | earlier pages (；) | child turns (/) | key nouns (,) | tag
 *   [| text the result must not contain (;)]
 * `!finish` is the "finish now" button. Key nouns must appear in the result (repaired: ㄊㄨˋ子 → 兔子).
 * Tags mark the hard third: vague, zhuyin, slip, order, offtopic, correction, finish.
 */
export interface Conversation {
  id: string;
  part: 'held-back' | 'held-back-new' | 'held-back-fresh' | 'tuned';
  mode: 'title' | 'character' | 'story';
  page: number;
  context: ChatContext;
  says: string[];
  keep: string[];
  tag: string;
  avoid: string[];
}

export function parseConversations(text: string, part: Conversation['part']): Conversation[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line, i) => {
      const [mode, page, name, features, title, pages, says, keep, tag, avoid] = line.split('|').map((f) => f.trim());
      const context: ChatContext = {
        ...(title ? { title } : {}),
        ...(name ? { character: { name, features: features ?? '' } } : {}),
        ...(pages ? { pages: pages.split('；').map((p) => p.trim()) } : {}),
      };
      return {
        id: `${part}-${i + 1}`,
        part,
        mode: mode as Conversation['mode'],
        page: Number(page) || 1,
        context,
        says: (says ?? '').split('/').map((s) => s.trim()),
        keep: (keep ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        tag: tag ?? '',
        avoid: (avoid ?? '')
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    });
}

export const CONVERSATIONS: Conversation[] = [
  ...parseConversations(HELD_BACK, 'held-back'),
  ...parseConversations(HELD_BACK_NEW, 'held-back-new'),
  ...parseConversations(HELD_BACK_FRESH, 'held-back-fresh'),
  ...parseConversations(TUNED, 'tuned'),
];

export interface Outcome {
  conversation: Conversation;
  turns: number;
  outputs: ChatTurnOutput[];
  result?: ChatResult;
  alternatives: ChatResult[];
  problems: string[];
  turnMs: number[];
}

const resultText = (r: ChatResult) =>
  Object.entries(r)
    .filter(([k]) => k !== 'kind')
    .map(([, v]) => v)
    .join('｜');

/** Plays one conversation the way the chat panel does, then checks what the child got. */
export async function play(model: ChatModel, c: Conversation): Promise<Outcome> {
  const limit = CHAT_TURN_LIMITS[c.mode];
  const history: ChatMessage[] = [];
  const outputs: ChatTurnOutput[] = [];
  const turnMs: number[] = [];
  let turns = 0;
  const ask = async (message: string, finish: boolean) => {
    const t = performance.now();
    const out = await model.turn({
      mode: c.mode,
      page: c.page,
      history: [...history],
      message,
      turn: turns,
      turnLimit: limit,
      mustFinish: finish || turns >= limit,
      context: c.context,
    });
    turnMs.push(performance.now() - t);
    outputs.push(out);
    if (message) history.push({ role: 'user', content: message });
    history.push({ role: 'assistant', content: out.message });
    return out;
  };
  let out = await ask('', false);
  for (const said of c.says) {
    if (out.done) break;
    const finish = said === '!finish';
    if (!finish) turns += 1;
    out = await ask(finish ? '' : said, finish);
  }
  // A conversation scripted shorter than the limit ends with the "finish now" button.
  if (!out.done) out = await ask('', true);
  return { conversation: c, turns, outputs, turnMs, ...check(c, turns, outputs, out) };
}

function check(c: Conversation, turns: number, outputs: ChatTurnOutput[], out: ChatTurnOutput) {
  const problems: string[] = [];
  const alternatives = out.alternatives ?? [];
  if (!out.done || !out.result) problems.push('no result');
  if (turns > 3) problems.push(`result after ${turns} turns`);
  const result = out.result;
  if (result) {
    for (const r of [result, ...alternatives]) problems.push(...resultProblems(r).map((p) => `${resultText(r)}: ${p}`));
    const text = resultText(result);
    for (const noun of c.keep) if (!text.includes(noun)) problems.push(`lost 「${noun}」 in ${text}`);
    for (const r of [result, ...alternatives])
      for (const bad of c.avoid) if (resultText(r).includes(bad)) problems.push(`「${bad}」 in ${resultText(r)}`);
    if (alternatives.length < 2) problems.push(`${alternatives.length} alternatives`);
    const all = [result, ...alternatives];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        if (sameIdea(all[i]!, all[j]!)) problems.push(`alternatives ${i} and ${j} differ only in punctuation`);
  }
  for (const o of outputs) {
    if (o.message.length > CHAT_REPLY_MAX) problems.push(`message too long: ${o.message}`);
    if (o.options.length > CHAT_OPTIONS_MAX) problems.push('too many options');
    if (/[\u3105-\u3129]/u.test(o.message.replace(/『[^』]*』/gu, '')))
      problems.push(`zhuyin in message: ${o.message}`);
  }
  return { result, alternatives, problems };
}

/** Plays every conversation of a set. */
export async function playAll(model: ChatModel, set: Conversation[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const c of set) out.push(await play(model, c));
  return out;
}
