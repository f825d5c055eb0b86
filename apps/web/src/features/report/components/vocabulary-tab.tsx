import type { ReportObject } from '@storycat/contract';
import { REPORT_UI } from '@storycat/contract/report-texts';
import { LevelBar } from './level-bar.tsx';
import { WordTreemap } from './word-treemap.tsx';

/**
 * 詞彙分析: the two level bars and the two treemaps of frequent words. The Chinese bar marks the grade's typical
 * band when the grade is known; the English bar gives way to a kind note when the English is mostly the
 * translator's (issue U).
 */
export function VocabularyTab({ report }: { report: ReportObject | null }) {
  const level = report?.level;
  const band = level?.band_ch && level.grade ? { ...level.band_ch, label: REPORT_UI.gradeBand(level.grade) } : null;
  return (
    <div className="report-vocabulary">
      <section className="report-block">
        <LevelBar label={REPORT_UI.levelCh} level={level?.level_ch ?? 0} band={band} comparison={level?.compare_ch} />
        <LevelBar label={REPORT_UI.levelEn} level={level?.level_en ?? 0} note={level?.en_note} />
      </section>
      <WordTreemap title={REPORT_UI.commonCh} words={report?.common?.common_ch ?? []} />
      <WordTreemap
        title={REPORT_UI.commonEn}
        words={report?.common?.common_en ?? []}
        empty={level?.en_note ?? undefined}
      />
    </div>
  );
}
