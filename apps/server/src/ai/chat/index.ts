import type { Config } from '../../config.ts';
import { createRemoteClient } from '../remote/client.ts';
import { builtinChatModel } from './builtin/engine.ts';
import type { ChatModel } from './chat-model.ts';
import { hasUnusableResult, normaliseOutput } from './normalise.ts';
import { remoteChatModel } from './remote/remote-chat.ts';

export type { ChatModel } from './chat-model.ts';

/**
 * A remote model whose finished results pass the same checks as the built-in engine's (length, no filler,
 * no zhuyin, one 在) before the child sees them; otherwise the built-in engine answers the turn.
 */
export function checkedChatModel(remote: ChatModel, builtin: ChatModel): ChatModel {
  return {
    name: remote.name,
    async turn(input) {
      const out = await remote.turn(input);
      return hasUnusableResult(normaliseOutput(out)) || hasUnusableResult(out) ? builtin.turn(input) : out;
    },
  };
}

/** The chat model chosen once from config: the built-in guided engine, or the remote service (AI_PROVIDER). */
export function createChatModel(
  config: Pick<
    Config,
    'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TEXT_MODEL' | 'AI_IMAGE_MODEL' | 'AI_TIMEOUT_MS'
  >,
  builtin: ChatModel = builtinChatModel(),
): ChatModel {
  if (config.AI_PROVIDER === 'builtin') return builtin;
  const client = createRemoteClient(config);
  return checkedChatModel(
    remoteChatModel((req) => client.chat(req)),
    builtin,
  );
}
