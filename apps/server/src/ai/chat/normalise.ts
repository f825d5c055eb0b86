import {
  CHAT_ALTERNATIVES_MAX,
  CHAT_OPTION_MAX,
  CHAT_OPTIONS_MAX,
  CHAT_REPLY_MAX,
  CHAT_RESULT_LIMITS as RES,
  STORY_TEXT_MIN,
  type ChatResult,
} from '@storycat/contract';
import { clip } from './builtin/words.ts';
import type { ChatTurnOutput } from './chat-model.ts';

/** A result within the spec's limits (title 10, name 10, features 25, page story 30), or undefined if empty. */
export function fitResult(r: ChatResult | undefined): ChatResult | undefined {
  if (!r) return undefined;
  switch (r.kind) {
    case 'title': {
      const title = clip(r.title, RES.title);
      return title ? { kind: 'title', title } : undefined;
    }
    case 'character': {
      const name = clip(r.name, RES.characterName);
      const features = clip(r.features, RES.characterFeatures);
      return name && features ? { kind: 'character', name, features } : undefined;
    }
    case 'story': {
      const story = clip(r.story, RES.story);
      return story ? { kind: 'story', story } : undefined;
    }
    case 'idea': {
      const idea = clip(r.idea, RES.idea);
      return idea ? { kind: 'idea', idea } : undefined;
    }
  }
}

/** Whatever a model answered, the child gets a short message, at most ten short options and a fitting result. */
export function normaliseOutput(out: ChatTurnOutput): ChatTurnOutput {
  const options = [...new Set(out.options.map((o) => clip(o, CHAT_OPTION_MAX)).filter(Boolean))].slice(
    0,
    CHAT_OPTIONS_MAX,
  );
  const result = fitResult(out.result);
  const alternatives = (out.alternatives ?? [])
    .map(fitResult)
    .filter((r): r is ChatResult => r !== undefined && (!result || !sameIdea(r, result)))
    .slice(0, CHAT_ALTERNATIVES_MAX);
  const done = out.done && result !== undefined;
  return {
    message: clip(out.message, CHAT_REPLY_MAX),
    options: done ? [] : options,
    done,
    ...(done ? { result, alternatives } : {}),
    ...(out.confirm ? { confirm: out.confirm } : {}),
  };
}

// Words that are the child handing over a choice or thinking aloud, never part of a book.
const FILLER = /(嗯|呃|隨便|不知道|你幫我選|幫我選|都可以|你決定|想不到)/u;
const ZHUYIN = /[\u3105-\u3129ˊˇˋ˙]/u;

/** Why a result cannot be shown to a child as it is (none: it can). Applied to every model's results. */
export function resultProblems(r: ChatResult): string[] {
  const problems: string[] = [];
  const fields: [string, string, number, number][] =
    r.kind === 'title'
      ? [['title', r.title, 1, RES.title]]
      : r.kind === 'character'
        ? [
            ['name', r.name, 1, RES.characterName],
            ['features', r.features, 1, RES.characterFeatures],
          ]
        : r.kind === 'story'
          ? [['story', r.story, STORY_TEXT_MIN, RES.story]]
          : [['idea', r.idea, 1, RES.idea]];
  for (const [name, text, min, max] of fields) {
    if (text.length < min || text.length > max) problems.push(`${name}: length ${text.length} not in ${min}–${max}`);
    if (FILLER.test(text)) problems.push(`${name}: filler word`);
    if (ZHUYIN.test(text)) problems.push(`${name}: zhuyin`);
    if ((text.match(/在/gu) ?? []).length > 1 && /在[^，。！？]*在/u.test(text))
      problems.push(`${name}: two zai (at) phrases`);
  }
  return problems;
}

/** Two results that differ only in punctuation are one idea. */
export const sameIdea = (a: ChatResult, b: ChatResult) =>
  Object.values(a)
    .join('|')
    .replace(/[\p{P}\s]/gu, '') ===
  Object.values(b)
    .join('|')
    .replace(/[\p{P}\s]/gu, '');

/** A finished answer whose result (or an alternative) a child should not see. */
export function hasUnusableResult(out: ChatTurnOutput): boolean {
  if (!out.done) return false;
  if (!out.result || resultProblems(out.result).length > 0) return true;
  return (out.alternatives ?? []).some((r) => resultProblems(r).length > 0);
}

/** Every text of an answer, for the safety check of a remote model's reply. */
export function outputTexts(out: ChatTurnOutput): string[] {
  const results = [out.result, ...(out.alternatives ?? [])].filter((r): r is ChatResult => r !== undefined);
  return [out.message, ...out.options, ...results.flatMap((r) => Object.values(r).map(String))];
}
