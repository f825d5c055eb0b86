import { CHAT_MSG, CHAT_TURN_LIMITS, ERR, type ChatBody, type ChatData, type ChatFailure } from '@storycat/contract';
import { ChatModelError, type ChatModel, type ChatTurnInput } from '../ai/chat/chat-model.ts';
import { normaliseOutput, outputTexts } from '../ai/chat/normalise.ts';
import { checkText } from '../ai/safety/safety.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthUser } from './auth.service.ts';
import { LIMITS, type RateLimitService } from './rate-limit.service.ts';
import type { SafetyGuard } from './safety.service.ts';

const FAILURE_MSG: Record<ChatFailure, string> = {
  'no-response': CHAT_MSG.noResponse,
  'parse-failed': CHAT_MSG.parseFailed,
  empty: CHAT_MSG.empty,
  'unsupported-format': CHAT_MSG.unsupportedFormat,
};

export interface ChatServiceDeps {
  model: ChatModel;
  /** answers instead when a remote model's reply does not pass the safety filter */
  fallback: ChatModel;
  limits: RateLimitService;
  log: { warn(o: object, m: string): void };
  safety: SafetyGuard;
}

/** Every text the child (or her browser) sends along, checked before any model sees it. */
function childTexts(body: ChatBody): string[] {
  const c = body.context;
  return [
    body.message,
    ...body.history.map((m) => m.content),
    c.title ?? '',
    c.character?.name ?? '',
    c.character?.features ?? '',
    ...(c.pages ?? []),
  ];
}

/** The mascot's chat (spec part 2 §4): one turn per call; the browser keeps the conversation. */
export function chatService(deps: ChatServiceDeps) {
  async function ask(model: ChatModel, input: ChatTurnInput) {
    try {
      return normaliseOutput(await model.turn(input));
    } catch (err) {
      if (!(err instanceof ChatModelError)) throw err;
      deps.log.warn({ failure: err.failure, err: err.message, model: model.name }, 'chat reply unusable');
      throw new AppError(ERR.server, FAILURE_MSG[err.failure], { status: 502, data: { failure: err.failure } });
    }
  }

  return {
    /** exposed so tests can watch whether a model was called */
    model: deps.model,

    async turn(user: AuthUser, body: ChatBody): Promise<ChatData> {
      const turnLimit = CHAT_TURN_LIMITS[body.mode];
      const earlier = body.history.filter((m) => m.role === 'user').length;
      if (earlier >= turnLimit) throw AppError.invalid(CHAT_MSG.conversationOver);
      const turn = earlier + (body.message ? 1 : 0);
      await deps.limits.consume(LIMITS.aiUser, user.id);
      await deps.safety.guard(user.id, { 'chat.message': childTexts(body) });

      const input: ChatTurnInput = {
        mode: body.mode,
        page: body.page,
        history: body.history,
        message: body.message,
        turn,
        turnLimit,
        mustFinish: body.finish || turn >= turnLimit,
        context: body.context,
      };
      let out = await ask(deps.model, input);
      if (deps.model !== deps.fallback && !checkText(outputTexts(out)).safe) {
        deps.log.warn({ model: deps.model.name }, 'chat reply failed the safety check; the built-in engine answers');
        out = await ask(deps.fallback, input);
      }
      return { ...out, turn, turnLimit };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
