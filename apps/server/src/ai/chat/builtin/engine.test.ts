import {
  CHAT_MODES,
  CHAT_OPTION_MAX,
  CHAT_OPTIONS_MAX,
  CHAT_REPLY_MAX,
  CHAT_RESULT_LIMITS as RES,
  CHAT_TURN_LIMITS,
  STORY_TEXT_MIN,
  type ChatContext,
  type ChatMessage,
  type ChatMode,
  type ChatResult,
} from '@storycat/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatTurnOutput } from '../chat-model.ts';
import { builtinChatModel } from './engine.ts';

const model = builtinChatModel();

type Action = { kind: 'tap'; index: number } | { kind: 'type'; text: string } | { kind: 'finish' };

/** Plays a conversation the way the chat panel does: open, then one child message per action. */
async function play(mode: ChatMode, actions: Action[], context: ChatContext = {}, page = 1) {
  const limit = CHAT_TURN_LIMITS[mode];
  const history: ChatMessage[] = [];
  const outputs: ChatTurnOutput[] = [];
  let out = await model.turn({
    mode,
    page,
    history,
    message: '',
    turn: 0,
    turnLimit: limit,
    mustFinish: false,
    context,
  });
  outputs.push(out);
  history.push({ role: 'assistant', content: out.message });
  let turns = 0;
  for (const action of actions) {
    if (out.done) break;
    const message =
      action.kind === 'tap'
        ? out.options[action.index % out.options.length]!
        : action.kind === 'type'
          ? action.text
          : '';
    if (message) turns += 1;
    const finish = action.kind === 'finish';
    out = await model.turn({
      mode,
      page,
      history: [...history],
      message,
      turn: turns,
      turnLimit: limit,
      mustFinish: finish || turns >= limit,
      context,
    });
    outputs.push(out);
    if (message) history.push({ role: 'user', content: message });
    history.push({ role: 'assistant', content: out.message });
  }
  return { out, outputs, turns };
}

function resultWithinLimits(r: ChatResult) {
  switch (r.kind) {
    case 'title':
      return r.title.length >= 1 && r.title.length <= RES.title;
    case 'character':
      return r.name.length >= 1 && r.name.length <= RES.characterName && r.features.length <= RES.characterFeatures;
    case 'story':
      return r.story.length >= STORY_TEXT_MIN && r.story.length <= RES.story;
    case 'idea':
      return r.idea.length >= 1 && r.idea.length <= RES.idea;
  }
}

// Children type Chinese, English, emoji, punctuation only, or very long words.
const childText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'小貓狗在海底森林找到一顆會發光的蛋我想要叫阿花你幫我選！？，。 ab🙂'),
    minLength: 1,
    maxLength: 50,
  }),
  fc.string({ minLength: 1, maxLength: 50 }),
  fc.constantFrom('你幫我選', '隨便', '！！！', '我想要一隻粉紅色的小恐龍', '他在海邊撿到一個瓶子', '叫做咪咪'),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.nat(20).map((index) => ({ kind: 'tap' as const, index })) },
  { weight: 3, arbitrary: childText.map((text) => ({ kind: 'type' as const, text })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'finish' as const }) },
);
const context: fc.Arbitrary<ChatContext> = fc.record(
  {
    title: fc.constantFrom('小貓的海底冒險', '', '太空探險記'),
    character: fc.record({
      name: fc.constantFrom('毛毛貓', '阿花', '晶晶機器人'),
      features: fc.constantFrom('毛茸茸的貓，很勇敢'),
    }),
    pages: fc.array(fc.constantFrom('毛毛貓在森林發現一張藏寶圖。', '小狐狸和毛毛貓在海底游泳。'), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);

describe('built-in chat engine', () => {
  it('finishes every mode within its turn limit, from any taps and typing, with results within their limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CHAT_MODES),
        fc.array(action, { minLength: 8, maxLength: 8 }),
        context,
        fc.integer({ min: 1, max: 12 }),
        async (mode, actions, ctx, page) => {
          const { out, outputs, turns } = await play(mode, actions, ctx, page);
          expect(out.done).toBe(true);
          expect(turns).toBeLessThanOrEqual(CHAT_TURN_LIMITS[mode]);
          expect(resultWithinLimits(out.result!)).toBe(true);
          for (const alt of out.alternatives ?? []) expect(resultWithinLimits(alt)).toBe(true);
          for (const o of outputs) {
            expect(o.message.length).toBeLessThanOrEqual(CHAT_REPLY_MAX);
            expect(o.options.length).toBeLessThanOrEqual(CHAT_OPTIONS_MAX);
            for (const opt of o.options) expect(opt.length).toBeLessThanOrEqual(CHAT_OPTION_MAX);
            if (!o.done) expect(o.options.length).toBeGreaterThan(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('composes the title from the child’s typed answers, in any order', async () => {
    const { out, turns } = await play('title', [
      { kind: 'type', text: '小狗' },
      { kind: 'type', text: '太空' },
      { kind: 'type', text: '找朋友' },
    ]);
    expect(turns).toBe(3);
    expect(out.result).toEqual({ kind: 'title', title: '小狗在太空找朋友' });
    // everything at once: no further question
    const once = await play('title', [{ kind: 'type', text: '小狗去太空找朋友' }]);
    expect(once.turns).toBe(1);
    expect(once.out.result).toEqual({ kind: 'title', title: '小狗去太空找朋友' });
  });

  it('asks about the typed being next, offering its likely places first', async () => {
    const first = await play('title', [{ kind: 'type', text: '我想要一隻粉紅色的小恐龍！' }]);
    expect(first.out.message).toMatch(/小恐龍在哪裡呢？$/u);
    expect(first.out.options.slice(0, 2)).toEqual(['森林', '島上']);
  });

  it('different answers give different titles (nothing canned)', async () => {
    const titles = new Set<string>();
    for (const [a, b, c] of [
      ['小狗', '太空', '星球旅行'],
      ['小兔子', '花園', '交朋友'],
      ['機器人', '城堡', '魔法舞會'],
    ] as const) {
      const { out } = await play(
        'title',
        [a, b, c].map((text) => ({ kind: 'type' as const, text })),
      );
      const r = out.result as { title: string };
      expect(r.title).toContain(a);
      titles.add(r.title);
    }
    expect(titles.size).toBe(3);
  });

  it('names the character from the child’s words and describes it within 25 characters', async () => {
    const { out } = await play('character', [
      { kind: 'type', text: '一隻叫阿花的貓' },
      { kind: 'type', text: '毛茸茸的' },
      { kind: 'type', text: '很勇敢' },
    ]);
    expect(out.result).toEqual({ kind: 'character', name: '阿花', features: '毛茸茸的貓，很勇敢' });
    expect(out.alternatives?.[0]?.kind === 'character' && out.alternatives[0].name).toBe('阿花貓');
  });

  it('writes a page with the character’s name, going on from the earlier pages', async () => {
    const context = { character: { name: '毛毛貓' }, pages: ['毛毛貓在森林遇到小狐狸。'] };
    const first = await play('story', [], context, 2);
    expect(first.out.message).toBe('第2頁，接下來毛毛貓做了什麼？');
    expect(first.out.options[0]).toBe('又遇見了小狐狸');
    const where = await play('story', [{ kind: 'tap', index: 0 }], context, 2);
    expect(where.out.options[0]).toBe('森林'); // the place of the earlier page first
    const { out } = await play(
      'story',
      [0, 0, 0].map((index) => ({ kind: 'tap' as const, index })),
      context,
      2,
    );
    expect((out.result as { story: string }).story).toMatch(/毛毛貓又?在森林裡又?遇見了小狐狸，開心得跳起來。$/u);
  });

  it('gives a result at once when the child asks to finish', async () => {
    const { out, turns } = await play('title', [{ kind: 'type', text: '小恐龍' }, { kind: 'finish' }]);
    expect(turns).toBe(1);
    expect(out.done).toBe(true);
    expect((out.result as { title: string }).title).toContain('小恐龍');
  });

  it('asks what happened with a thing named without an action, and never glues it to the place', async () => {
    const t = (text: string) => ({ kind: 'type', text }) as const;
    const ctx = { character: { name: '圓圓', features: '灰色的小貓' } };
    const asked = await play('story', [t('在山上'), t('石頭')], ctx);
    expect(asked.out.done).toBe(false);
    expect(asked.out.message).toMatch(/^石頭怎麼了呢？圓圓.+石頭，還是.+石頭？$/u);
    expect(asked.out.options.slice(0, 2).every((o) => o.includes('石頭'))).toBe(true);
    const { out } = await play('story', [t('在山上'), t('石頭'), t('很開心')], ctx);
    const story = out.result?.kind === 'story' ? out.result.story : '';
    expect(story).toMatch(/圓圓在山上(找|看|撿)到了石頭/u);
    expect(story).not.toMatch(/山上石頭/u);
  });

  it('reads zhuyin as a whole child’s word, and asks which when a lone syllable can be several', async () => {
    const t = (text: string) => ({ kind: 'type', text }) as const;
    const mixed = await play('title', [t('ㄏㄨˊ蝶')]);
    expect(mixed.out.message).toMatch(/^你是說『蝴蝶』嗎？/u);
    const lone = await play('title', [t('ㄐㄧ')]);
    expect(lone.out.message).toMatch(/^你是說『[^』]*雞』/u);
    const { out } = await play('title', [t('ㄐㄧ'), t('農場'), t('下蛋')]);
    expect(out.result?.kind === 'title' && out.result.title).toMatch(/雞.*農場|農場.*雞/u);
  });
});
