import { chatStorageKey, type ChatResult } from '@storycat/contract/chat-constants';
import type { ChatData } from '@storycat/contract';
import { describe, expect, it } from 'vitest';
import {
  applyReply,
  buildRequest,
  canStepBack,
  chooseAlternative,
  initialChatState,
  loadChatState,
  saveChatState,
  stepBack,
  type ChatState,
  type ChatStorage,
} from './chat-state.ts';

function memoryStorage(): ChatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const ask = (message: string, options: string[], turn: number): ChatData => ({
  message,
  options,
  turn,
  turnLimit: 3,
  done: false,
});
const title = (t: string): ChatResult => ({ kind: 'title', title: t });

/** Sends `message` and applies the server's `reply`, as the panel does. */
function say(s: ChatState, message: string, reply: ChatData, finish = false) {
  return applyReply(s, buildRequest(s, { message, finish, context: {} }), reply);
}

function titleConversation() {
  let s = initialChatState('title');
  s = say(s, '', ask('故事的主角是誰呢？', ['小貓', '小狗'], 0));
  s = say(s, '小貓', ask('小貓在哪裡呢？', ['森林', '海底'], 1));
  s = say(s, '海底', ask('小貓在海底發生什麼事呢？', ['尋寶記'], 2));
  s = say(s, '尋寶記', {
    ...ask('書名想好了：「小貓的海底尋寶記」！喜歡嗎？', [], 3),
    done: true,
    result: title('小貓的海底尋寶記'),
    alternatives: [title('海底尋寶記')],
  });
  return s;
}

describe('chat state', () => {
  it('sends the conversation so far with the child’s new message', () => {
    let s = initialChatState('story');
    s = say(s, '', ask('第2頁，接下來毛毛貓怎麼了？', ['迷路了'], 0));
    const body = buildRequest(s, { message: ' 迷路了 ', page: 2, context: { pages: ['第一頁'] } });
    expect(body).toEqual({
      mode: 'story',
      page: 2,
      history: [{ role: 'assistant', content: '第2頁，接下來毛毛貓怎麼了？' }],
      message: '迷路了',
      finish: false,
      context: { pages: ['第一頁'] },
    });
  });

  it('keeps history, result, finished flag and counts through a whole conversation', () => {
    const s = titleConversation();
    expect(s.history.map((m) => m.content)).toEqual([
      '故事的主角是誰呢？',
      '小貓',
      '小貓在哪裡呢？',
      '海底',
      '小貓在海底發生什麼事呢？',
      '尋寶記',
      '書名想好了：「小貓的海底尋寶記」！喜歡嗎？',
    ]);
    expect(s.finished).toBe(true);
    expect(s.options).toEqual([]);
    expect(s.result).toEqual(title('小貓的海底尋寶記'));
    expect(s.counts).toEqual({ turns: 3, requests: 4, failures: 0 });
    // opening is not a child's turn: three turns, three steps back
    expect(s.stack).toHaveLength(3);
  });

  it('steps back one turn at a time, to the question and options the child saw', () => {
    let s = titleConversation();
    s = stepBack(s);
    expect(s.finished).toBe(false);
    expect(s.result).toBeNull();
    expect(s.history.at(-1)?.content).toBe('小貓在海底發生什麼事呢？');
    expect(s.options).toEqual(['尋寶記']);
    s = stepBack(stepBack(s));
    expect(s.history).toEqual([{ role: 'assistant', content: '故事的主角是誰呢？' }]);
    expect(s.options).toEqual(['小貓', '小狗']);
    expect(s.turn).toBe(0);
    expect(canStepBack(s)).toBe(false);
    expect(stepBack(s)).toBe(s);
    // a different answer after stepping back takes the conversation elsewhere
    s = say(s, '小狗', ask('小狗在哪裡呢？', ['太空'], 1));
    expect(s.history.map((m) => m.content)).toEqual(['故事的主角是誰呢？', '小狗', '小狗在哪裡呢？']);
  });

  it('lets the child swap the result for an alternative', () => {
    const s = chooseAlternative(titleConversation(), title('海底尋寶記'));
    expect(s.result).toEqual(title('海底尋寶記'));
    expect(s.alternatives).toEqual([title('小貓的海底尋寶記')]);
    expect(chooseAlternative(s, title('不是選項'))).toBe(s);
  });

  it('keeps the current story of a story chat', () => {
    let s = initialChatState('story');
    s = say(s, '', ask('第1頁，阿花遇到什麼事呢？', ['迷路了'], 0));
    s = say(
      s,
      '迷路了',
      {
        ...ask('第1頁的故事寫好了！喜歡嗎？', [], 1),
        done: true,
        result: { kind: 'story', story: '阿花在森林迷路了。' },
      },
      true,
    );
    expect(s.story).toBe('阿花在森林迷路了。');
    expect(stepBack(s).story).toBe('');
  });

  it('is saved per route and survives a reload; another route starts fresh', () => {
    const storage = memoryStorage();
    const s = titleConversation();
    saveChatState(storage, '/step1/abc', s);
    expect(storage.data.has(chatStorageKey('/step1/abc'))).toBe(true);
    expect(loadChatState(storage, '/step1/abc', 'title')).toEqual(s);
    expect(loadChatState(storage, '/step1/other', 'title')).toEqual(initialChatState('title'));
    // a saved chat of another mode, or a damaged one, is not used
    expect(loadChatState(storage, '/step1/abc', 'character')).toEqual(initialChatState('character'));
    storage.setItem(chatStorageKey('/character/abc'), '{"version":1,"mode":"character","history":[{"role":"x"}]}');
    expect(loadChatState(storage, '/character/abc', 'character')).toEqual(initialChatState('character'));
    storage.setItem(chatStorageKey('/character/abc'), 'not json');
    expect(loadChatState(storage, '/character/abc', 'character')).toEqual(initialChatState('character'));
  });
});
