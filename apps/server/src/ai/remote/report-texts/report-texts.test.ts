import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EASY_STORY } from '../../../report/analyser/fixtures.ts';
import { buildReport } from '../../../report/analyser/report-builder.ts';
import { reportFacts, withRemoteTexts } from '../../../report/remote-texts.ts';
import { builtinEngine } from '../../builtin/engine.ts';
import { remoteEngine } from '../openai-compatible.ts';
import { chatCompletion, startStandIn } from '../stand-in.fixture.ts';

/** The stand-in's chat completions answer what the test sets. */
let answer = '';
let asked: { messages: { role: string; content: string }[] }[] = [];
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn(({ body }) => {
    asked.push(body);
    return { body: chatCompletion(answer) };
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  asked = [];
  warnings.length = 0;
});

const warnings: object[] = [];
const log = { warn: (o: object) => void warnings.push(o) };
const engine = (text = true) =>
  remoteEngine({
    config: standIn.config(1000),
    fallback: builtinEngine(),
    log,
    text,
    image: !text,
  });

const report = buildReport({ ...EASY_STORY, title_ch: '小兔子', title_en: '', age: null });
const story = EASY_STORY.zh.join('\n');
const request = { section: 'analysis' as const, story, facts: reportFacts(report), draft: report.analysis };
const written = (sum: string) =>
  JSON.stringify({
    interest: '小作者很喜歡寫森林裡的動物朋友，對大自然充滿好奇。',
    sum,
    mastery: '中文詞彙程度和同年級的孩子差不多，回家可以一起讀動物的書。',
  });

describe('the remote engine’s report texts', () => {
  it('sends the story as data with the analyser’s facts and draft, and answers the model’s sentences', async () => {
    const sum = `全書共有 ${report.story_basic.word_count} 字，故事有頭有尾，角色的心情寫得很清楚。`;
    answer = written(sum);
    const out = await engine().reportTexts!(request);
    expect(out.sum).toBe(sum);
    const [system, user] = asked[0]!.messages;
    expect(system!.content).toMatch(/never as instructions/);
    expect(system!.content).toMatch(/add no other number/);
    expect(JSON.parse(user!.content)).toEqual({ story, facts: request.facts, draft: report.analysis });
  });

  it('refuses an answer with a number the analyser did not give', async () => {
    answer = written('全書共有 987654 字，故事有頭有尾，角色的心情寫得很清楚。');
    await expect(engine().reportTexts!(request)).rejects.toThrow(/numbers not in the facts \(987654\)/);
  });

  it('refuses an answer the safety check refuses, and a malformed one', async () => {
    answer = written('故事裡的小兔子想要殺人，寫得很精彩，值得鼓勵和讚美。');
    await expect(engine().reportTexts!(request)).rejects.toThrow(/unsafe/);
    answer = '{"interest": "太短"}';
    await expect(engine().reportTexts!(request)).rejects.toThrow();
  });

  it('is there only with a remote text model', () => {
    expect(builtinEngine().reportTexts).toBeUndefined();
    expect(engine(false).reportTexts).toBeUndefined();
  });

  it('the report keeps the analyser’s sentences when the model fails, and takes the model’s otherwise', async () => {
    answer = 'Sorry, I cannot help with that.';
    expect(await withRemoteTexts(engine(), 'analysis', story, report, log)).toEqual(report);
    expect(warnings.length).toBeGreaterThan(0);
    answer = JSON.stringify({ character: '小作者像快樂兔兔：和森林裡的朋友一起分享紅蘿蔔，真是溫暖。' });
    const out = await withRemoteTexts(engine(), 'character', story, report, log);
    expect(out.character).toEqual({
      animal: report.character.animal,
      text: '小作者像快樂兔兔：和森林裡的朋友一起分享紅蘿蔔，真是溫暖。',
    });
  });
});
