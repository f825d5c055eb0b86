import {
  CHAT_ALTERNATIVES_MAX,
  CHAT_OPTION_MAX,
  CHAT_OPTIONS_MAX,
  CHAT_REPLY_MAX,
  CHAT_RESULT_LIMITS as RES,
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
    .filter((r): r is ChatResult => r !== undefined && JSON.stringify(r) !== JSON.stringify(result))
    .slice(0, CHAT_ALTERNATIVES_MAX);
  const done = out.done && result !== undefined;
  return {
    message: clip(out.message, CHAT_REPLY_MAX),
    options: done ? [] : options,
    done,
    ...(done ? { result, alternatives } : {}),
  };
}

/** Every text of an answer, for the safety check of a remote model's reply. */
export function outputTexts(out: ChatTurnOutput): string[] {
  const results = [out.result, ...(out.alternatives ?? [])].filter((r): r is ChatResult => r !== undefined);
  return [out.message, ...out.options, ...results.flatMap((r) => Object.values(r).map(String))];
}
