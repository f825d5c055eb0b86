import { ERR, MSG } from '@storycat/contract';
import { AppError } from '../../lib/app-error.ts';
import { normalise, segment } from '../text/segment.ts';
import { BLOCKED_EN, BLOCKED_ZH, OWNED_CHARACTERS } from './blocklist.ts';

export type SafetyCategory =
  | 'violence'
  | 'sexual'
  | 'self_harm'
  | 'hate'
  | 'drugs'
  | 'profanity'
  | 'personal_info'
  | 'injection'
  | 'owned_character';

export type SafetyVerdict =
  | { safe: true }
  | {
      safe: false;
      reason: 'blocked' | 'owned-character';
      category: SafetyCategory;
      message: string;
      character?: string;
    };

// Which part of today's blocklist a word comes from (the lists run violence → sexual → drugs → insults).
const SELF_HARM = new Set(['自殺', '自殘', '割腕', '跳樓', '上吊', 'suicide']);
function categoryOf(list: readonly string[], word: string, starts: [string, SafetyCategory][]): SafetyCategory {
  if (SELF_HARM.has(word)) return 'self_harm';
  const at = list.indexOf(word);
  let found: SafetyCategory = 'violence';
  for (const [first, category] of starts) if (at >= list.indexOf(first)) found = category;
  return found;
}
const categoryOfWord = (word: string): SafetyCategory =>
  BLOCKED_ZH.includes(word)
    ? categoryOf(BLOCKED_ZH, word, [
        ['色情', 'sexual'],
        ['毒品', 'drugs'],
        ['幹你娘', 'profanity'],
      ])
    : categoryOf(BLOCKED_EN, word, [
        ['rape', 'sexual'],
        ['drug', 'drugs'],
        ['fuck', 'profanity'],
      ]);

export const SAFETY_MSG = {
  blocked: MSG.unsafeText,
  ownedCharacter: (name: string, idea: string) => MSG.ownedCharacter.replace('{name}', name).replace('{idea}', idea),
} as const;

// Each blocked entry as its run of word keys, segmented the same way as the child's text.
let blockedRuns: { word: string; run: string[] }[] | undefined;
function runs() {
  blockedRuns ??= [...BLOCKED_ZH, ...BLOCKED_EN].map((word) => ({ word, run: segment(word).map((x) => x.key) }));
  return blockedRuns;
}

function containsRun(keys: string[], run: string[]): boolean {
  // A blocked word hidden inside a longer word (色情圖片 is one word to jieba) counts too.
  // Chinese only: English words have real boundaries ('skill' is not 'kill').
  if (
    run.length === 1 &&
    run[0]!.length >= 2 &&
    !/[a-z]/.test(run[0]!) &&
    keys.some((k) => k.length > run[0]!.length && k.includes(run[0]!))
  )
    return true;
  outer: for (let i = 0; i + run.length <= keys.length; i++) {
    for (let j = 0; j < run.length; j++) if (keys[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}

const ownedIndex = OWNED_CHARACTERS.flatMap((c) =>
  c.names.map((name) => {
    const key = normalise(name).replace(/[\s-]/g, '');
    // Latin names must stand alone ("Mario" but not "Marionette"), spaces and hyphens optional inside;
    // Chinese names are distinctive enough to be found anywhere.
    const latin = /^[a-z]/.test(key)
      ? new RegExp(
          `(^|[^a-z])${normalise(name)
            .split(/[\s-]+/)
            .join('[\\s-]*')}($|[^a-z])`,
        )
      : undefined;
    return { name, idea: c.idea, key, latin };
  }),
);

function findOwnedCharacter(text: string) {
  const n = normalise(text);
  const folded = n.replace(/[\s-]/g, '');
  return ownedIndex.find((o) => (o.latin ? o.latin.test(n) : folded.includes(o.key)));
}

/** Checks a child's texts (or an AI's answer) before they go anywhere near an engine. */
export function checkText(texts: string | readonly string[]): SafetyVerdict {
  for (const text of typeof texts === 'string' ? [texts] : texts) {
    if (!text) continue;
    const keys = segment(text).map((w) => w.key);
    const hit = runs().find(({ run }) => run.length > 0 && containsRun(keys, run));
    if (hit) return { safe: false, reason: 'blocked', category: categoryOfWord(hit.word), message: SAFETY_MSG.blocked };
    const owned = findOwnedCharacter(text);
    if (owned)
      return {
        safe: false,
        reason: 'owned-character',
        category: 'owned_character',
        character: owned.name,
        message: SAFETY_MSG.ownedCharacter(owned.name, owned.idea),
      };
  }
  return { safe: true };
}

/** Throws the kind 422 answer when any text is unsafe; used by the tool, chat and report calls. */
export function assertSafeText(texts: string | readonly string[]): void {
  const verdict = checkText(texts);
  if (!verdict.safe)
    throw new AppError(ERR.unsafeContent, verdict.message, {
      data: { reason: verdict.reason, category: verdict.category },
    });
}
