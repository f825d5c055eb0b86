import { describe, expect, it, vi } from 'vitest';
import { EASY_STORY } from './analyser/fixtures.ts';
import { buildReport } from './analyser/report-builder.ts';
import { reportFacts, withRemoteTexts } from './remote-texts.ts';

const report = buildReport({ ...EASY_STORY, title_ch: '小兔子', title_en: '', age: null });
const story = EASY_STORY.zh.join('\n');
const log = { warn: vi.fn() };
const analysis = {
  interest: '小作者很喜歡動物和大自然的故事。',
  sum: '故事完整，有開頭、經過和結尾。',
  mastery: '詞彙程度適合中年級，英文也有進步。',
};

describe('withRemoteTexts', () => {
  it('takes the model’s analysis but keeps every number and the other sections', async () => {
    const ai = { name: 'remote', reportTexts: vi.fn().mockResolvedValue(analysis) };
    const out = await withRemoteTexts(ai, 'analysis', story, report, log);
    expect(out.analysis).toEqual(analysis);
    expect(out.character).toEqual(report.character);
    expect(out.level).toEqual(report.level);
    expect(out.traits).toEqual(report.traits);
    const req = ai.reportTexts.mock.calls[0]![0];
    expect(req).toMatchObject({ section: 'analysis', story, draft: report.analysis });
    expect(req.facts).toMatchObject({ word_count: 168, chinese_level: report.level.level_ch });
  });

  it('asks for the character section’s sentence alone and keeps the animal', async () => {
    const text = '小作者像快樂兔兔：喜歡和朋友一起玩。';
    const ai = { name: 'remote', reportTexts: vi.fn().mockResolvedValue({ character: text }) };
    const out = await withRemoteTexts(ai, 'character', story, report, log);
    expect(out.character).toEqual({ animal: report.character.animal, text });
    expect(out.analysis).toEqual(report.analysis);
    expect(ai.reportTexts.mock.calls[0]![0]).toMatchObject({
      section: 'character',
      draft: { character: report.character.text },
    });
  });

  it('keeps the analyser’s sentences when the engine refuses or fails (time-out, bad answer, safety)', async () => {
    log.warn.mockClear();
    for (const err of ['timeout', 'unsafe answer', 'report texts: numbers not in the facts (7)']) {
      const reportTexts = vi.fn().mockRejectedValue(new Error(err));
      expect(await withRemoteTexts({ name: 'remote', reportTexts }, 'analysis', story, report, log)).toEqual(report);
    }
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it('uses the analyser’s sentences when the engine has no report texts (built-in)', async () => {
    expect(await withRemoteTexts({ name: 'builtin' }, 'analysis', story, report, log)).toBe(report);
  });

  it('gives the scores as numbers, with the animal’s name', () => {
    const facts = reportFacts(report);
    expect(facts.ability_0_to_6).toEqual({
      creative: Number(report.ability.creative.split(', ')[0]),
      emotion: Number(report.ability.emotion.split(', ')[0]),
      logical: Number(report.ability.logical.split(', ')[0]),
    });
    expect(Object.values(facts.traits_0_to_6 as object).every((v) => typeof v === 'number')).toBe(true);
    expect(facts.zodiac_animal).toMatch(/\p{Script=Han}/u);
  });
});
