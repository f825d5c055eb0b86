import { z } from 'zod';
import type { ReportObject } from '@storycat/contract';
import type { AiEngine } from '../ai/provider.ts';
import { checkText } from '../ai/safety/safety.ts';

const texts = z.object({
  interest: z.string().trim().min(10).max(600),
  sum: z.string().trim().min(10).max(600),
  mastery: z.string().trim().min(10).max(600),
  character: z.string().trim().min(10).max(400),
});

/**
 * With a remote model configured, it rewrites the report's four descriptive texts from the child's story
 * and the numbers we computed (it never changes a number). Any failure or malformed answer keeps the
 * built-in templates, so the report never fails because of the model; so does an answer the safety check refuses
 * (a child and her parents read it).
 */
export async function withRemoteTexts(
  ai: Pick<AiEngine, 'name' | 'reportTexts'> | undefined,
  storyText: string,
  report: Required<ReportObject>,
  log: { warn(o: object, m: string): void },
): Promise<Required<ReportObject>> {
  if (!ai?.reportTexts) return report;
  try {
    const out = texts.parse(
      await ai.reportTexts({
        bookText: storyText,
        facts: {
          title: report.story_basic.title_ch,
          word_count: report.story_basic.word_count,
          level: report.level,
          common_ch: report.common.common_ch?.slice(0, 10),
          common_en: report.common.common_en?.slice(0, 10),
          ability: report.ability,
          traits: report.traits,
          animal: report.character.animal,
          wanted: 'interest (興趣志向分析), sum (作者創作分析), mastery (AI學習力), character (生肖性格描述), 繁體中文',
        },
      }),
    );
    if (!checkText([out.interest, out.sum, out.mastery, out.character]).safe) throw new Error('unsafe answer');
    return {
      ...report,
      analysis: { interest: out.interest, sum: out.sum, mastery: out.mastery },
      character: { ...report.character, text: out.character },
    };
  } catch (err) {
    log.warn({ err, engine: ai.name }, 'report texts: remote model failed, built-in templates kept');
    return report;
  }
}
