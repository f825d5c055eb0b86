import { describe, expect, it, vi } from 'vitest';
import { EASY_STORY } from './analyser/fixtures.ts';
import { buildReport } from './analyser/report-builder.ts';
import { withRemoteTexts } from './remote-texts.ts';

const report = buildReport({ ...EASY_STORY, title_ch: '小兔子', title_en: '', age: null });
const log = { warn: vi.fn() };
const written = {
  interest: '小作者很喜歡動物和大自然的故事。',
  sum: '故事完整，有開頭、經過和結尾。',
  mastery: '詞彙程度適合中年級，英文也有進步。',
  character: '像溫柔的小羊，很會照顧朋友。',
};

describe('withRemoteTexts', () => {
  it('takes the model’s texts but keeps every number computed', async () => {
    const ai = { name: 'remote', reportTexts: vi.fn().mockResolvedValue(written) };
    const out = await withRemoteTexts(ai, EASY_STORY.zh.join('\n'), report, log);
    expect(out.analysis).toEqual({ interest: written.interest, sum: written.sum, mastery: written.mastery });
    expect(out.character).toEqual({ animal: report.character.animal, text: written.character });
    expect(out.level).toEqual(report.level);
    expect(out.traits).toEqual(report.traits);
    expect(ai.reportTexts.mock.calls[0]![0].facts.word_count).toBe(168);
  });

  it('keeps the built-in texts when the model fails or answers badly', async () => {
    for (const reportTexts of [
      vi.fn().mockRejectedValue(new Error('timeout')),
      vi.fn().mockResolvedValue({ sum: '' }),
    ]) {
      const out = await withRemoteTexts({ name: 'remote', reportTexts }, '', report, log);
      expect(out).toEqual(report);
    }
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the built-in texts when the model’s answer fails the safety check', async () => {
    const unsafe = { ...written, character: '像一隻會殺人的老虎，很兇。' };
    const out = await withRemoteTexts(
      { name: 'remote', reportTexts: vi.fn().mockResolvedValue(unsafe) },
      '',
      report,
      log,
    );
    expect(out).toEqual(report);
  });

  it('uses the templates when the engine has no report texts (built-in)', async () => {
    expect(await withRemoteTexts({ name: 'builtin' }, '', report, log)).toBe(report);
  });
});
