import type { ReportObject } from '@storycat/contract';
import { zodiacName } from '@storycat/contract/report-texts';
import type { AiEngine, ReportTextSection } from '../ai/provider.ts';

type Report = Required<ReportObject>;

/** The number before ", " of an ability string ("4.2, 能寫出角色的心情…"). */
const scoreOf = (s: string) => Number(s.split(', ')[0]);

/** What the analyser measured, as the facts a model's sentences must agree with (no text of ours in them). */
export function reportFacts(report: Report): Record<string, unknown> {
  const { story_basic: basic, level, ability, traits } = report;
  return {
    title: basic.title_ch,
    word_count: basic.word_count,
    chinese_level: level.level_ch,
    english_level: level.level_en,
    english_words_of_her_own: level.en_own_words,
    grade: level.grade ?? null,
    grade_band_chinese: level.band_ch ?? null,
    common_chinese_words: report.common.common_ch?.slice(0, 10),
    common_english_words: report.common.common_en?.slice(0, 10),
    ability_0_to_6: {
      creative: scoreOf(ability.creative),
      emotion: scoreOf(ability.emotion),
      logical: scoreOf(ability.logical),
    },
    traits_0_to_6: Object.fromEntries(Object.entries(traits).map(([k, v]) => [k, Number(v)])),
    zodiac_animal: zodiacName(report.character.animal),
  };
}

/**
 * With a remote text model, the report's descriptive sentences of one section (the analysis' three, or the
 * zodiac character's) are written by the model from the child's story, the analyser's numbers and the analyser's
 * own sentences; every number stays ours. When the engine has no model for it, or the call fails in any way (time-out,
 * malformed answer, a number of its own, the safety check), the analyser's sentences stand: the report never
 * fails because of the model.
 */
export async function withRemoteTexts(
  ai: Pick<AiEngine, 'name' | 'reportTexts'> | undefined,
  section: ReportTextSection,
  story: string,
  report: Report,
  log: { warn(o: object, m: string): void },
): Promise<Report> {
  if (!ai?.reportTexts) return report;
  try {
    const facts = reportFacts(report);
    if (section === 'analysis')
      return { ...report, analysis: await ai.reportTexts({ section, story, facts, draft: report.analysis }) };
    const { character } = await ai.reportTexts({ section, story, facts, draft: { character: report.character.text } });
    return { ...report, character: { ...report.character, text: character } };
  } catch (err) {
    log.warn({ err: String(err), engine: ai.name, section }, 'report texts: remote model failed, the analyser’s kept');
    return report;
  }
}
