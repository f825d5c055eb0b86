import { describe, expect, it } from 'vitest';
import { checkText } from '../ai/safety/safety.ts';
import { keepsText, safetyService } from './safety.service.ts';

describe('keepsText: the words are kept only where an adult can help', () => {
  it('keeps self-harm and personal information whatever the words', () => {
    expect(keepsText('self_harm', '我不想活了')).toBe(true);
    expect(keepsText('personal_info', '我家住在中山路100號')).toBe(true);
  });

  it('keeps an insult aimed at someone, not a lone swear word', () => {
    expect(keepsText('profanity', '你這個王八蛋')).toBe(true);
    expect(keepsText('profanity', '陳同學是白痴')).toBe(true);
    expect(keepsText('profanity', 'f*ck u b1tch')).toBe(true);
    expect(keepsText('profanity', '王八蛋')).toBe(false);
    expect(keepsText('profanity', '他媽的好煩')).toBe(false);
    expect(keepsText('profanity', '幹你娘')).toBe(false);
    expect(keepsText('profanity', '他媽的你去死')).toBe(true);
  });

  it('never keeps the other categories', () => {
    for (const c of ['violence', 'sexual', 'hate', 'drugs', 'injection', 'owned_character'] as const)
      expect(keepsText(c, '你這個壞人')).toBe(false);
  });
});

describe('guard: where the owned-character nudge applies (decision 0031)', () => {
  const inserted: unknown[] = [];
  const guard = safetyService({
    events: { insertEvent: async (e: unknown) => (inserted.push(e), { id: '1' }) },
    moderate: async (t: string) => checkText(t),
  } as unknown as Parameters<typeof safetyService>[0]).guard;

  it('lets story text and chat talk about playing a game', async () => {
    await expect(guard('u1', { 'page.text': '我喜歡玩寶可夢，我最喜歡伊布' })).resolves.toBeUndefined();
    await expect(guard('u1', { 'chat.message': '我們在玩瑪利歐賽車' })).resolves.toBeUndefined();
  });

  it('nudges any owned name in a field that names or draws a character, with no record', async () => {
    for (const fields of [
      { 'page.picture': ['我的寶可夢', '草地', '玩'] },
      { 'character.name': '小皮卡丘' },
      { 'tool.prompt': 'a Pikachu in the forest' },
    ]) {
      await expect(guard('u1', fields)).rejects.toMatchObject({ data: { reason: 'owned-character' } });
    }
    expect(inserted).toEqual([]);
  });
});

describe('guard: a child telling she was hurt (decision 0048)', () => {
  function setup() {
    const inserted: { category: string; text: string | null; field: string }[] = [];
    const guard = safetyService({
      events: {
        insertEvent: async (e: { category: string; text: string | null; field: string }) => (
          inserted.push(e),
          { id: String(inserted.length) }
        ),
        listEventsOfUsers: async () => inserted.map((e) => ({ ...e, user_id: 'u1' })),
        countEventsOfUser: async () => 0,
      },
      jobs: { send: async () => undefined },
      moderate: async (t: string) => checkText(t),
    } as unknown as Parameters<typeof safetyService>[0]).guard;
    return { inserted, guard };
  }

  it('lets the telling through and records it once, with its words, for the teacher', async () => {
    const { inserted, guard } = setup();
    const text = '午休的時候阿哲一直踢我的腳，我好痛';
    await expect(guard('u1', { 'page.text': text })).resolves.toBeUndefined();
    await expect(guard('u1', { 'page.text': text })).resolves.toBeUndefined();
    expect(inserted).toEqual([{ userId: 'u1', category: 'hurt_report', field: 'page.text', text }]);
  });

  it('records no report for a sport, a game or a story', async () => {
    const { inserted, guard } = setup();
    for (const text of ['躲避球的時候我被打中兩次', '我在遊戲裡被怪物打死了', '故事裡的大野狼一直追我'])
      await expect(guard('u1', { 'page.text': text })).resolves.toBeUndefined();
    expect(inserted).toEqual([]);
  });

  it('keeps the words of a refused report of being touched, not of a wish to touch', () => {
    expect(keepsText('sexual', '補習班的老師摸我的胸部，我好怕')).toBe(true);
    expect(keepsText('sexual', '我想摸她的胸部')).toBe(false);
    expect(keepsText('hurt_report', '他推我')).toBe(true);
  });
});

describe('guard: verdicts kept by their exact text, and the server’s own prompts (decision 0024, session g)', () => {
  function service() {
    const inserted: { category: string }[] = [];
    const checked: string[] = [];
    const svc = safetyService({
      events: {
        insertEvent: async (e: { category: string }) => (inserted.push(e), { id: '1' }),
        countEventsOfUser: async () => 0,
      },
      moderate: async (t: string) => (checked.push(t), checkText(t)),
      jobs: { send: async () => undefined },
    } as unknown as Parameters<typeof safetyService>[0]);
    return { svc, inserted, checked };
  }

  it('checks a text once however often it comes back, and still refuses and records an unsafe one each time', async () => {
    const { svc, inserted, checked } = service();
    for (let i = 0; i < 3; i++) await svc.guard('u1', { 'page.picture': ['小兔子', '森林', '吃紅蘿蔔'] });
    expect(checked).toEqual(['小兔子', '森林', '吃紅蘿蔔']);
    for (let i = 0; i < 2; i++)
      await expect(svc.guard('u1', { 'page.text': '畫一個人被刀砍到全身都是血' })).rejects.toMatchObject({
        data: { category: 'violence' },
      });
    expect(checked.filter((t) => t.includes('砍'))).toHaveLength(1);
    expect(inserted.map((e) => e.category)).toEqual(['violence', 'violence']);
  });

  it('passes a vouched prompt unchecked, and checks a prompt that was changed', async () => {
    const { svc, checked } = service();
    const prompt = '【誰】小兔子【在哪裡】森林【做什麼】吃紅蘿蔔 — The little rabbit eats a carrot in the forest.';
    svc.vouch(prompt);
    await svc.guard('u1', { 'tool.prompt': prompt });
    expect(checked).toEqual([]);
    await expect(svc.guard('u1', { 'tool.prompt': `${prompt} 畫很多血` })).rejects.toMatchObject({
      data: { category: 'violence' },
    });
    expect(checked).toHaveLength(1);
  });
});
