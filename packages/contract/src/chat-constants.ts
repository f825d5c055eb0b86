/**
 * The mascot's chat assistant (spec part 2 §4, §8, §9): modes, limits and texts. Zod-free, so the web bundle
 * can import it; the zod schemas of the call are in `chat.ts`.
 */
import { CHARACTER_FEATURES_MAX, CHARACTER_NAME_MAX, TITLE_MAX } from './constants.ts';

export const CHAT_MODES = ['title', 'character', 'story', 'default'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** Conversation turns (the child's messages) before the result is produced automatically (spec §9). */
export const CHAT_TURN_LIMITS: Record<ChatMode, number> = { title: 3, character: 3, story: 3, default: 5 };
/** The assistant's message: "about 30 to 35 characters". */
export const CHAT_REPLY_MAX = 35;
export const CHAT_OPTIONS_MAX = 10;
/** One tappable option. */
export const CHAT_OPTION_MAX = 15;
/** One message typed by the child. */
export const CHAT_INPUT_MAX = 50;
/** One earlier message sent back as the conversation so far. */
export const CHAT_HISTORY_ITEM_MAX = 200;
export const CHAT_MAX_TOKENS = 500;
export const CHAT_ALTERNATIVES_MAX = 3;
export const CHAT_RESULT_LIMITS = {
  title: TITLE_MAX,
  characterName: CHARACTER_NAME_MAX,
  characterFeatures: CHARACTER_FEATURES_MAX,
  story: 30,
  idea: 30,
} as const;
/** The book context the screens send along (lenient: the fields' own rules apply on their own screens). */
export const CHAT_CONTEXT_LIMITS = { title: 50, name: 20, features: 60, pageText: 100, pages: 12 } as const;

/** The finished result that fills the screen's fields. */
export type ChatResult =
  | { kind: 'title'; title: string }
  | { kind: 'character'; name: string; features: string }
  | { kind: 'story'; story: string }
  | { kind: 'idea'; idea: string };

/** A word the cat repaired in the child's answer (ㄊㄨˋ子 → 兔子), shown with a one-tap yes. */
export interface ChatConfirm {
  said: string;
  meant: string;
}

export type ChatRole = 'assistant' | 'user';
export interface ChatMessage {
  role: ChatRole;
  content: string;
}
export interface ChatContext {
  title?: string;
  character?: { name?: string; features?: string };
  /** earlier pages' Chinese text, in page order */
  pages?: string[];
}

/** Why a remote model's reply could not be used (spec §8, chat). */
export const CHAT_FAILURES = ['no-response', 'parse-failed', 'empty', 'unsupported-format'] as const;
export type ChatFailure = (typeof CHAT_FAILURES)[number];

/** Modes by route (spec §4): step1 → title, character → character, ai_story → story, others → default. */
export function chatModeForPath(pathname: string): ChatMode {
  if (/^\/step1\//.test(pathname)) return 'title';
  if (/^\/character\//.test(pathname)) return 'character';
  if (/^\/ai_story\//.test(pathname)) return 'story';
  return 'default';
}
/** The page number of a page-story route (/ai_story/{id}/{step}/{page}), for story mode. */
export function chatPageForPath(pathname: string): number | undefined {
  const m = /^\/ai_story\/[^/]+\/\d+\/(\d+)/.exec(pathname);
  return m ? Number(m[1]) : undefined;
}

/**
 * "Minimized by default on several screens": the page-story editor and every other screen start with the
 * panel closed (the child writes there herself); title and character start open.
 */
export const CHAT_OPEN_BY_DEFAULT: Record<ChatMode, boolean> = {
  title: true,
  character: true,
  story: false,
  default: false,
};

/** Browser storage key of one route's chat state (spec §3: chat state kept per route). */
export const chatStorageKey = (pathname: string) => `chat:${pathname}`;

export const CHAT_MSG = {
  // failures of the model's reply (spec §8: no response received; reply parse failed; reply empty; unsupported format)
  noResponse: '⚠︎ 故事貓沒有收到回應，請再試一次！',
  parseFailed: '⚠︎ 故事貓看不懂這次的回覆，請再試一次！',
  empty: '⚠︎ 故事貓收到空白的回覆，請再試一次！',
  unsupportedFormat: '⚠︎ 這個回覆的格式不支援，請換個話題試試！',
  // failure options (spec §8: retry, change topic, write myself)
  retry: '再試一次',
  changeTopic: '換個話題',
  writeMyself: '我自己寫',
  // bad input (issue G: a clear message, no model call)
  unknownMode: '故事貓不認識這種聊天方式，請重新整理頁面！',
  messageTooLong: `說得太長了，請用${CHAT_INPUT_MAX}個字以內告訴故事貓！`,
  historyTooLong: '這段對話太長了，請重新開始聊天！',
  conversationOver: '這次聊天已經完成了，請重新開始！',
  pageRequired: '請告訴故事貓現在是第幾頁！',
  badContext: '繪本的資料太長了，請重新整理頁面！',
  badChat: '聊天資料不正確，請重新開始聊天！',
} as const;

/** Labels of the chat panel (web). */
export const CHAT_UI = {
  title: '故事貓小幫手',
  open: '問問故事貓',
  minimise: '縮小',
  stepBack: '上一步',
  restart: '重新開始',
  send: '送出',
  finish: '幫我完成',
  typeHere: '也可以自己打字喔',
  thinking: '故事貓想一想…',
  turns: (n: number, max: number) => `第${n}/${max}回合`,
  resultTitle: '故事貓的點子',
  useThis: '用這個',
  used: '已經放進去囉！',
  otherIdeas: '其他點子',
  confirmYes: '對！',
  confirmNo: '不是',
  /** what the child says when she taps 不是: a correction the cat understands */
  confirmNoMessage: '不是啦',
  confirmed: (meant: string) => `好，就是『${meant}』！`,
} as const;
