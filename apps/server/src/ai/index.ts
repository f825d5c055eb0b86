import type { Config } from '../config.ts';
import { builtinEngine } from './builtin/engine.ts';
import type { AiEngine } from './provider.ts';
import { remoteEngine } from './remote/openai-compatible.ts';

export type { AiEngine } from './provider.ts';
export { sceneText } from './builtin/prompt.ts';

/**
 * Picks the engine once from config: AI_PROVIDER for text, AI_IMAGE_PROVIDER for pictures (defaults to
 * AI_PROVIDER), so text can come from a local model while pictures stay built-in, or the other way round.
 */
export function createAiEngine(
  config: Pick<
    Config,
    | 'AI_PROVIDER'
    | 'AI_IMAGE_PROVIDER'
    | 'AI_BASE_URL'
    | 'AI_API_KEY'
    | 'AI_TEXT_MODEL'
    | 'AI_IMAGE_MODEL'
    | 'AI_TIMEOUT_MS'
    | 'AI_MODERATION_MODEL'
    | 'AI_MODERATION_TIMEOUT_MS'
  >,
  log: { warn(o: object, m: string): void },
): AiEngine {
  const builtin = builtinEngine();
  const text = config.AI_PROVIDER !== 'builtin';
  const image = (config.AI_IMAGE_PROVIDER ?? config.AI_PROVIDER) !== 'builtin';
  if (!text && !image) return builtin;
  return remoteEngine({ config, fallback: builtin, log, text, image });
}
