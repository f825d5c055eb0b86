import { CHAT_MAX_TOKENS, type ChatMessage, type ChatMode, type ChatResult } from '@storycat/contract';
import { z } from 'zod';
import { ChatModelError, type ChatModel, type ChatTurnInput, type ChatTurnOutput } from '../chat-model.ts';
import { OPENING_MESSAGE, systemPrompt } from './prompt.ts';

/** Sends the system prompt and the conversation to a chat service; answers the reply's text. */
export type CompleteChat = (req: {
  system: string;
  messages: ChatMessage[];
  maxOutputTokens: number;
}) => Promise<string>;

const str = z.string().trim();
const reply = z.object({
  message: str.min(1),
  options: z.array(z.union([str, z.number().transform(String)])).default([]),
  done: z.boolean().default(false),
  result: z.record(z.string(), z.unknown()).nullish(),
});

const resultSchemas: Record<ChatMode, z.ZodType<ChatResult>> = {
  title: z.object({ title: str.min(1) }).transform((r) => ({ kind: 'title' as const, ...r })),
  character: z
    .object({ name: str.min(1), features: str.min(1) })
    .transform((r) => ({ kind: 'character' as const, ...r })),
  story: z.object({ story: str.min(1) }).transform((r) => ({ kind: 'story' as const, ...r })),
  default: z.object({ idea: str.min(1) }).transform((r) => ({ kind: 'idea' as const, ...r })),
};

/** The JSON object inside a reply (models like to wrap it in prose or ```json fences). */
function jsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ChatModelError('parse-failed', 'no JSON object');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch (err) {
    throw new ChatModelError('parse-failed', String(err));
  }
}

/** Reads a model's reply against the answer schema; each way it can fail maps to one of the spec's chat failures. */
export function parseReply(text: string, input: Pick<ChatTurnInput, 'mode' | 'mustFinish'>): ChatTurnOutput {
  if (!text.trim()) throw new ChatModelError('empty');
  const parsed = reply.safeParse(jsonObject(text));
  if (!parsed.success) throw new ChatModelError('unsupported-format', parsed.error.message);
  const r = parsed.data;
  const result = r.result ? resultSchemas[input.mode].safeParse(r.result) : undefined;
  const done = r.done || input.mustFinish;
  if (done && !result?.success) throw new ChatModelError('unsupported-format', 'no result on the last turn');
  return { message: r.message, options: r.options, done, ...(done && result?.success ? { result: result.data } : {}) };
}

function isFormatError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  return /TypeValidation|JSONParse|InvalidResponse/i.test(name);
}

/** A remote chat model (any OpenAI-compatible service) with a kind helper's system prompt. */
export function remoteChatModel(complete: CompleteChat): ChatModel {
  return {
    name: 'remote',
    async turn(input) {
      const messages: ChatMessage[] = [...input.history];
      // The service needs a user message to answer; opening the chat is "hello" from the child.
      messages.push({ role: 'user', content: input.message || OPENING_MESSAGE });
      let text: string;
      try {
        text = await complete({ system: systemPrompt(input), messages, maxOutputTokens: CHAT_MAX_TOKENS });
      } catch (err) {
        throw new ChatModelError(isFormatError(err) ? 'unsupported-format' : 'no-response', String(err));
      }
      return parseReply(text ?? '', input);
    },
  };
}
