import { describe, expect, it } from 'vitest';
import type { ChatModel, ChatTurnInput, ChatTurnOutput } from './chat-model.ts';
import { checkedChatModel } from './index.ts';

const input: ChatTurnInput = {
  mode: 'title',
  history: [],
  message: '隨便',
  turn: 3,
  turnLimit: 3,
  mustFinish: true,
  context: {},
};
const remote = (out: ChatTurnOutput): ChatModel => ({ name: 'remote', turn: async () => out });
const builtin: ChatModel = {
  name: 'builtin',
  turn: async () => ({
    message: '書名想好了！',
    options: [],
    done: true,
    result: { kind: 'title', title: '小貓找朋友' },
  }),
};

describe('a remote model’s results pass the built-in checks before the child sees them', () => {
  it('keeps a usable remote result', async () => {
    const out = await checkedChatModel(
      remote({ message: '好！', options: [], done: true, result: { kind: 'title', title: '小狗去海邊' } }),
      builtin,
    ).turn(input);
    expect(out.result).toEqual({ kind: 'title', title: '小狗去海邊' });
  });

  it.each([
    ['a filler word', '嗯嗯隨便的故事'],
    ['zhuyin', 'ㄊㄨˋ子找朋友'],
    ['two 在 phrases', '小貓在家在公園'],
    ['too long a title', '小貓和小狗一起去海邊撿貝殼'],
  ])('answers with the built-in engine instead of %s', async (_why, title) => {
    const out = await checkedChatModel(
      remote({ message: '好！', options: [], done: true, result: { kind: 'title', title } }),
      builtin,
    ).turn(input);
    expect(out.result).toEqual({ kind: 'title', title: '小貓找朋友' });
  });
});
