import type { ChatConfirm, ChatContext, ChatFailure, ChatMessage, ChatMode, ChatResult } from '@storycat/contract';

/** One turn as a model sees it: already validated, safety-checked and within the turn limit. */
export interface ChatTurnInput {
  mode: ChatMode;
  /** the page being written (story mode) */
  page?: number;
  /** the conversation so far, oldest first */
  history: ChatMessage[];
  /** the child's new message; '' opens the conversation */
  message: string;
  /** the child's turns including this one */
  turn: number;
  turnLimit: number;
  /** the result must come now: the last turn, or the child asked for it */
  mustFinish: boolean;
  context: ChatContext;
}

export interface ChatTurnOutput {
  message: string;
  options: string[];
  done: boolean;
  result?: ChatResult;
  alternatives?: ChatResult[];
  /** a word the cat read differently from how the child spelt it, for a one-tap yes (你是說『兔子』嗎？) */
  confirm?: ChatConfirm;
}

/** The mascot's conversation partner: the built-in guided engine or a remote chat model. */
export interface ChatModel {
  readonly name: string;
  turn(input: ChatTurnInput): Promise<ChatTurnOutput>;
}

/** A remote reply that cannot be used; the child sees the spec's chat failure and its options. */
export class ChatModelError extends Error {
  readonly failure: ChatFailure;
  constructor(failure: ChatFailure, detail?: string) {
    super(detail ? `${failure}: ${detail}` : failure);
    this.failure = failure;
  }
}
