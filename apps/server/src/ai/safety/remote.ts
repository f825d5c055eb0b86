import { z } from 'zod';
import type { Config } from '../../config.ts';
import { createRemoteClient, type RemoteClient } from '../remote/client.ts';
import { SAFETY_MSG, checkText, type SafetyCategory, type SafetyVerdict } from './safety.ts';

/**
 * The remote half of the safety check (issue M point 6): when an OpenAI-compatible provider is configured with
 * AI_MODERATION_MODEL, texts that pass the local check are also sent to its moderation endpoint
 * (POST {AI_BASE_URL}/moderations, OpenAI's shape) through the one remote client (ai/remote/client.ts: the key,
 * one retry of a quick failure, the answer read against a schema) within AI_MODERATION_TIMEOUT_MS. The local check
 * always runs first and always decides when the service is slow, down or answers nonsense: the remote call can
 * only add a refusal, never lift one.
 *
 * Callers use the engine (`ai.moderate(texts)`, see ai/provider.ts) or `createModeration(config, log, client)` here.
 */
export type ModerationConfig = Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY'> &
  Partial<Pick<Config, 'AI_MODERATION_MODEL' | 'AI_MODERATION_TIMEOUT_MS'>>;

const timeoutOf = (config: ModerationConfig) => config.AI_MODERATION_TIMEOUT_MS ?? 5_000;

/** The part of the moderation answer we read (OpenAI's shape; other fields are ignored). */
const moderationAnswer = z.object({
  results: z.array(
    z.object({ flagged: z.boolean().optional(), categories: z.record(z.string(), z.boolean()).optional() }),
  ),
});

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

type ModerationResult = z.infer<typeof moderationAnswer>['results'][number];

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

/**
 * The local check, then (when configured) the provider's moderation endpoint. The remote engine passes its
 * client; without one, a client is made from the config.
 */
export function createModeration(
  config: ModerationConfig,
  log: { warn(o: object, m: string): void },
  client: Pick<RemoteClient, 'postJson'> = createRemoteClient({ ...config, AI_TIMEOUT_MS: timeoutOf(config) }),
): Moderate {
  return async (texts) => {
    const local = checkText(texts);
    if (!local.safe || !moderationEnabled(config)) return local;
    const input = (typeof texts === 'string' ? [texts] : [...texts]).filter((t) => t);
    if (input.length === 0) return local;
    try {
      const { results } = await client.postJson(
        'moderations',
        { model: config.AI_MODERATION_MODEL, input },
        moderationAnswer,
        { timeoutMs: timeoutOf(config) },
      );
      const category = categoryOf(results);
      if (!category || category === 'owned_character') return local;
      return { safe: false, reason: 'blocked', category, message: SAFETY_MSG[category] };
    } catch (err) {
      log.warn({ err: String(err) }, 'remote moderation failed; the local safety check decides');
      return local;
    }
  };
}
