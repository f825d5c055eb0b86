import type { ReportObject } from '@storycat/contract';
import { REPORT_UI } from '@storycat/contract/report-texts';
import { LevelBar } from './level-bar.tsx';
import { WordTreemap } from './word-treemap.tsx';

/** 詞彙分析: the two level bars and the two treemaps of frequent words. */
export function VocabularyTab({ report }: { report: ReportObject | null }) {
  return (
    <div className="report-vocabulary">
      <section className="report-block">
        <LevelBar label={REPORT_UI.levelCh} level={report?.level?.level_ch ?? 0} />
        <LevelBar label={REPORT_UI.levelEn} level={report?.level?.level_en ?? 0} />
      </section>
      <WordTreemap title={REPORT_UI.commonCh} words={report?.common?.common_ch ?? []} />
      <WordTreemap title={REPORT_UI.commonEn} words={report?.common?.common_en ?? []} />
    </div>
  );
}
