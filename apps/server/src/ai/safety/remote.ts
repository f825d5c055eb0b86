import type { Config } from '../../config.ts';
import { SAFETY_MSG, checkText, type SafetyCategory, type SafetyVerdict } from './safety.ts';

/**
 * The remote half of the safety check (issue M point 6): when an OpenAI-compatible provider is configured with
 * AI_MODERATION_MODEL, texts that pass the local check are also sent to its moderation endpoint
 * (POST {AI_BASE_URL}/moderations, OpenAI's shape) with a time-out of AI_MODERATION_TIMEOUT_MS. The local check
 * always runs first and always decides when the service is slow, down or answers nonsense: the remote call can
 * only add a refusal, never lift one.
 *
 * Callers use the engine (`ai.moderate(texts)`, see ai/provider.ts) or `createModeration(config, log)` here.
 */
export type ModerationConfig = Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY'> &
  Partial<Pick<Config, 'AI_MODERATION_MODEL' | 'AI_MODERATION_TIMEOUT_MS'>>;

export type Moderate = (texts: string | readonly string[]) => Promise<SafetyVerdict>;

/** OpenAI moderation categories → ours; the first of our order that is flagged answers. */
const CATEGORY_MAP: [RegExp, SafetyCategory][] = [
  [/^self[-_]harm/, 'self_harm'],
  [/^sexual/, 'sexual'],
  [/^violence/, 'violence'],
  [/^hate/, 'hate'],
  [/^illicit/, 'drugs'],
  [/^harassment/, 'profanity'],
];

interface ModerationResult {
  flagged?: boolean;
  categories?: Record<string, boolean>;
}

/** The category of a flagged answer, or undefined when nothing is flagged. */
export function categoryOf(results: ModerationResult[]): SafetyCategory | undefined {
  const flagged = results.filter((r) => r.flagged);
  if (flagged.length === 0) return undefined;
  for (const [re, cat] of CATEGORY_MAP)
    if (flagged.some((r) => Object.entries(r.categories ?? {}).some(([k, on]) => on && re.test(k)))) return cat;
  // flagged for something we do not name: the general violence answer is the gentlest fit
  return 'violence';
}

export function moderationEnabled(config: ModerationConfig): boolean {
  return config.AI_PROVIDER !== 'builtin' && !!config.AI_MODERATION_MODEL;
}

/** The local check, then (when configured) the provider's moderation endpoint. */
export function createModeration(config: ModerationConfig, log: { warn(o: object, m: string): void }): Moderate {
  const base = (config.AI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  return async (texts) => {
    const local = checkText(texts);
    if (!local.safe || !moderationEnabled(config)) return local;
    const input = (typeof texts === 'string' ? [texts] : [...texts]).filter((t) => t);
    if (input.length === 0) return local;
    try {
      const res = await fetch(`${base}/moderations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.AI_API_KEY ? { authorization: `Bearer ${config.AI_API_KEY}` } : {}),
        },
        body: JSON.stringify({ model: config.AI_MODERATION_MODEL, input }),
        signal: AbortSignal.timeout(config.AI_MODERATION_TIMEOUT_MS ?? 5_000),
      });
      if (!res.ok) throw new Error(`moderation answered ${res.status}`);
      const body = (await res.json()) as { results?: unknown };
      if (!Array.isArray(body.results)) throw new Error('moderation answer without results');
      const category = categoryOf(body.results as ModerationResult[]);
      if (!category || category === 'owned_character') return local;
      return { safe: false, reason: 'blocked', category, message: SAFETY_MSG[category] };
    } catch (err) {
      log.warn({ err: String(err) }, 'remote moderation failed; the local safety check decides');
      return local;
    }
  };
}
