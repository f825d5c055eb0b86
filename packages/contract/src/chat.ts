import { z } from 'zod';
import {
  CHAT_ALTERNATIVES_MAX,
  CHAT_CONTEXT_LIMITS as CTX,
  CHAT_HISTORY_ITEM_MAX,
  CHAT_INPUT_MAX,
  CHAT_MODES,
  CHAT_MSG,
  CHAT_OPTIONS_MAX,
  CHAT_REPLY_MAX,
  CHAT_RESULT_LIMITS as RES,
  CHAT_TURN_LIMITS,
} from './chat-constants.ts';
import { MAX_PAGES } from './constants.ts';
import { envelope } from './envelope.ts';

export * from './chat-constants.ts';

const text = (max: number, error: string) => z.string({ error }).trim().max(max, { error });
// The longest conversation any mode allows: every child turn answered, plus the opening question.
const HISTORY_MAX = 2 * Math.max(...Object.values(CHAT_TURN_LIMITS)) + 1;

export const chatMessageSchema = z.object({
  role: z.enum(['assistant', 'user'], { error: CHAT_MSG.badChat }),
  content: text(CHAT_HISTORY_ITEM_MAX, CHAT_MSG.historyTooLong),
});

export const chatContextSchema = z.object({
  title: text(CTX.title, CHAT_MSG.badContext).optional(),
  character: z
    .object({
      name: text(CTX.name, CHAT_MSG.badContext).optional(),
      features: text(CTX.features, CHAT_MSG.badContext).optional(),
    })
    .optional(),
  pages: z.array(text(CTX.pageText, CHAT_MSG.badContext)).max(CTX.pages, { error: CHAT_MSG.badContext }).optional(),
});

/** POST /api/chat: one turn of the mascot's conversation. The server keeps no chat state; the browser does. */
export const chatBody = z
  .object({
    mode: z.enum(CHAT_MODES, { error: CHAT_MSG.unknownMode }),
    /** the page being written (story mode) */
    page: z.coerce.number({ error: CHAT_MSG.pageRequired }).int().min(1).max(MAX_PAGES).optional(),
    /** the conversation so far, oldest first */
    history: z.array(chatMessageSchema).max(HISTORY_MAX, { error: CHAT_MSG.historyTooLong }).default([]),
    /** the child's new message (a tapped option or typed text); empty to open the conversation */
    message: text(CHAT_INPUT_MAX, CHAT_MSG.messageTooLong).default(''),
    /** the child asks for the result now */
    finish: z.boolean({ error: CHAT_MSG.badChat }).default(false),
    context: chatContextSchema.default({}),
  })
  .superRefine((b, ctx) => {
    if (b.mode === 'story' && b.page === undefined)
      ctx.addIssue({ code: 'custom', path: ['page'], message: CHAT_MSG.pageRequired });
  });
export type ChatBody = z.infer<typeof chatBody>;

export const chatResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('title'), title: z.string().min(1).max(RES.title) }),
  z.object({
    kind: z.literal('character'),
    name: z.string().min(1).max(RES.characterName),
    features: z.string().min(1).max(RES.characterFeatures),
  }),
  z.object({ kind: z.literal('story'), story: z.string().min(1).max(RES.story) }),
  z.object({ kind: z.literal('idea'), idea: z.string().min(1).max(RES.idea) }),
]);

export const chatData = z.object({
  /** the assistant's message */
  message: z.string().max(CHAT_REPLY_MAX),
  /** tappable options for the child's next turn (empty when done) */
  options: z.array(z.string()).max(CHAT_OPTIONS_MAX),
  /** the child's turns so far, including this one */
  turn: z.number().int(),
  turnLimit: z.number().int(),
  done: z.boolean(),
  /** the finished result (done only) */
  result: chatResultSchema.optional(),
  /** other results composed from the same answers, for the child to choose instead */
  alternatives: z.array(chatResultSchema).max(CHAT_ALTERNATIVES_MAX).optional(),
  /** a word of the child's answer the cat read as another (ㄊㄨˋ子 → 兔子): the panel offers a one-tap yes */
  confirm: z.object({ said: z.string(), meant: z.string() }).optional(),
});
export type ChatData = z.infer<typeof chatData>;
export const chatAnswer = envelope(chatData);
