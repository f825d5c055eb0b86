import type { Config } from '../../config.ts';
import { completeChat } from '../remote/openai-compatible.ts';
import { builtinChatModel } from './builtin/engine.ts';
import type { ChatModel } from './chat-model.ts';
import { remoteChatModel } from './remote/remote-chat.ts';

export type { ChatModel } from './chat-model.ts';

/** The chat model chosen once from config: the built-in guided engine, or the remote service (AI_PROVIDER). */
export function createChatModel(
  config: Pick<
    Config,
    'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TEXT_MODEL' | 'AI_IMAGE_MODEL' | 'AI_TIMEOUT_MS'
  >,
  builtin: ChatModel = builtinChatModel(),
): ChatModel {
  if (config.AI_PROVIDER === 'builtin') return builtin;
  return remoteChatModel((req) => completeChat(config, req));
}
