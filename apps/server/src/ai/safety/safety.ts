import { ERR, MSG } from '@storycat/contract';
import { AppError } from '../../lib/app-error.ts';
import { normalise, segment } from '../text/segment.ts';
import { BLOCKED_EN, BLOCKED_ZH, OWNED_CHARACTERS } from './blocklist.ts';

export type SafetyVerdict =
  | { safe: true }
  | { safe: false; reason: 'blocked'; message: string }
  | { safe: false; reason: 'owned-character'; character: string; message: string };

export const SAFETY_MSG = {
  blocked: MSG.unsafeText,
  ownedCharacter: (name: string, idea: string) => MSG.ownedCharacter.replace('{name}', name).replace('{idea}', idea),
} as const;

// Each blocked entry as its run of word keys, segmented the same way as the child's text.
let blockedRuns: string[][] | undefined;
function runs(): string[][] {
  blockedRuns ??= [...BLOCKED_ZH, ...BLOCKED_EN].map((w) => segment(w).map((x) => x.key));
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
    if (runs().some((run) => run.length > 0 && containsRun(keys, run)))
      return { safe: false, reason: 'blocked', message: SAFETY_MSG.blocked };
    const owned = findOwnedCharacter(text);
    if (owned)
      return {
        safe: false,
        reason: 'owned-character',
        character: owned.name,
        message: SAFETY_MSG.ownedCharacter(owned.name, owned.idea),
      };
  }
  return { safe: true };
}

/** Throws the kind 422 answer when any text is unsafe; used by the tool, chat and report calls. */
export function assertSafeText(texts: string | readonly string[]): void {
  const verdict = checkText(texts);
  if (!verdict.safe) throw new AppError(ERR.unsafeContent, verdict.message, { data: { reason: verdict.reason } });
}
