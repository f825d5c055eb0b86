import {
  CHAT_MODES,
  chatStorageKey,
  type ChatConfirm,
  type ChatContext,
  type ChatMessage,
  type ChatMode,
  type ChatResult,
} from '@storycat/contract/chat-constants';
import type { ChatData } from '@storycat/contract';

/**
 * The chat panel's state machine, pure so it is tested without a browser. One route's state is kept in
 * browser storage (spec part 2 §3: history, conversation stack, current story, pages, finished flag,
 * generated result, counts).
 */
export interface ChatSnapshot {
  history: ChatMessage[];
  options: string[];
  finished: boolean;
  result: ChatResult | null;
  alternatives: ChatResult[];
  /** the child's turns so far */
  turn: number;
  /** a word the cat read differently (ㄊㄨˋ子 → 兔子), waiting for the child's one-tap yes */
  confirm?: ChatConfirm | null;
  /** the child tapped yes */
  confirmed?: boolean;
}

export interface ChatState extends ChatSnapshot {
  version: 1;
  mode: ChatMode;
  /** the conversation stack: the state before each of the child's turns, for "step back" */
  stack: ChatSnapshot[];
  /** the current story text the chat produced (page story or idea), '' until there is one */
  story: string;
  /** the earlier pages the conversation was built on */
  pages: string[];
  counts: { turns: number; requests: number; failures: number };
}

export interface ChatRequestBody {
  mode: ChatMode;
  page?: number;
  history: ChatMessage[];
  message: string;
  finish: boolean;
  context: ChatContext;
}

export function initialChatState(mode: ChatMode): ChatState {
  return {
    version: 1,
    mode,
    history: [],
    options: [],
    finished: false,
    result: null,
    alternatives: [],
    turn: 0,
    stack: [],
    story: '',
    pages: [],
    counts: { turns: 0, requests: 0, failures: 0 },
  };
}

function snapshot(s: ChatState): ChatSnapshot {
  const { history, options, finished, result, alternatives, turn, confirm, confirmed } = s;
  return { history, options, finished, result, alternatives, turn, confirm, confirmed };
}

/** The body of POST /api/chat for the child's next message ('' opens the conversation). */
export function buildRequest(
  s: ChatState,
  next: { message: string; finish?: boolean; page?: number; context: ChatContext },
): ChatRequestBody {
  return {
    mode: s.mode,
    ...(next.page !== undefined ? { page: next.page } : {}),
    history: s.history,
    message: next.message.trim(),
    finish: next.finish ?? false,
    context: next.context,
  };
}

function storyOf(r: ChatResult | null | undefined): string {
  if (!r) return '';
  return r.kind === 'story' ? r.story : r.kind === 'idea' ? r.idea : '';
}

/** The server's answer to `sent`: the child's message and the cat's reply join the conversation. */
export function applyReply(s: ChatState, sent: ChatRequestBody, data: ChatData): ChatState {
  const childTurn = sent.message !== '' || sent.finish;
  const added: ChatMessage[] = sent.message ? [{ role: 'user', content: sent.message }] : [];
  return {
    ...s,
    stack: childTurn ? [...s.stack, snapshot(s)] : s.stack,
    history: [...s.history, ...added, { role: 'assistant', content: data.message }],
    options: data.done ? [] : data.options,
    finished: data.done,
    result: data.result ?? null,
    alternatives: data.alternatives ?? [],
    turn: data.turn,
    confirm: data.confirm ?? null,
    confirmed: false,
    story: storyOf(data.result) || s.story,
    pages: sent.context.pages ?? s.pages,
    counts: { ...s.counts, turns: data.turn, requests: s.counts.requests + 1 },
  };
}

/** The child's one-tap yes to the cat's reading of her word: nothing to send, the cat already uses it. */
export const confirmRepair = (s: ChatState): ChatState => (s.confirm ? { ...s, confirmed: true } : s);

export const canStepBack = (s: ChatState) => s.stack.length > 0;

/** Back to the question before the child's last turn (the finished result, if any, is undone too). */
export function stepBack(s: ChatState): ChatState {
  const previous = s.stack.at(-1);
  if (!previous) return s;
  return { ...s, ...previous, stack: s.stack.slice(0, -1), story: storyOf(previous.result) };
}

/** The child picks one of the other results: it becomes the result, the old one an alternative. */
export function chooseAlternative(s: ChatState, pick: ChatResult): ChatState {
  const same = (a: ChatResult, b: ChatResult) => JSON.stringify(a) === JSON.stringify(b);
  if (!s.result || !s.alternatives.some((a) => same(a, pick))) return s;
  return {
    ...s,
    result: pick,
    alternatives: [s.result, ...s.alternatives.filter((a) => !same(a, pick))],
    story: storyOf(pick) || s.story,
  };
}

export const noteFailure = (s: ChatState): ChatState => ({
  ...s,
  counts: { ...s.counts, failures: s.counts.failures + 1 },
});

/** The part of Web Storage the chat uses (tests pass a Map-backed one). */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isMessage = (m: unknown): m is ChatMessage =>
  !!m &&
  typeof m === 'object' &&
  ((m as ChatMessage).role === 'user' || (m as ChatMessage).role === 'assistant') &&
  typeof (m as ChatMessage).content === 'string';

function isChatState(v: unknown, mode: ChatMode): v is ChatState {
  const s = v as ChatState;
  return (
    !!s &&
    s.version === 1 &&
    s.mode === mode &&
    CHAT_MODES.includes(s.mode) &&
    Array.isArray(s.history) &&
    s.history.every(isMessage) &&
    Array.isArray(s.stack) &&
    s.stack.every((x) => Array.isArray(x?.history) && x.history.every(isMessage)) &&
    Array.isArray(s.options) &&
    typeof s.finished === 'boolean' &&
    typeof s.turn === 'number' &&
    !!s.counts
  );
}

/** This route's saved chat, or a fresh one when there is none or it cannot be read. */
export function loadChatState(storage: ChatStorage, path: string, mode: ChatMode): ChatState {
  try {
    const saved: unknown = JSON.parse(storage.getItem(chatStorageKey(path)) ?? 'null');
    return isChatState(saved, mode) ? saved : initialChatState(mode);
  } catch {
    return initialChatState(mode);
  }
}

export function saveChatState(storage: ChatStorage, path: string, s: ChatState): void {
  try {
    storage.setItem(chatStorageKey(path), JSON.stringify(s));
  } catch {
    // A full or blocked storage only costs the history after a reload.
  }
}

export const clearChatState = (storage: ChatStorage, path: string) => storage.removeItem(chatStorageKey(path));
