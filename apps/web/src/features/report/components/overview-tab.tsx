import type { ReportObject, StoryBasicAnswer } from '@storycat/contract';
import { REPORT_TEXT, REPORT_UI } from '@storycat/contract/report-texts';

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="field">
      <label>
        {label}
        <input value={value} readOnly />
      </label>
    </div>
  );
}

/** 報告總覽: cover, title, author, word count (read-only), the four texts and the disclaimer. */
export function OverviewTab({
  basic,
  report,
  unavailable,
}: {
  basic: StoryBasicAnswer;
  report: ReportObject | null;
  unavailable: boolean;
}) {
  const texts: [string, string | undefined][] = [
    [REPORT_UI.explanation, REPORT_TEXT.explanation],
    [REPORT_UI.interest, report?.analysis?.interest],
    [REPORT_UI.sum, report?.analysis?.sum],
    [REPORT_UI.mastery, report?.analysis?.mastery],
  ];
  return (
    <div className="report-overview">
      <div className="report-basic">
        {basic.img ? (
          <img className="report-cover" src={basic.img} alt={basic.title_ch} />
        ) : (
          <div className="report-cover report-cover-empty" aria-hidden="true">
            📖
          </div>
        )}
        <div className="report-basic-fields">
          <ReadOnly label={REPORT_UI.title} value={basic.title_ch} />
          <ReadOnly label={REPORT_UI.titleEn} value={basic.title_en} />
          <ReadOnly label={REPORT_UI.author} value={basic.author} />
          {basic.age !== null ? <ReadOnly label={REPORT_UI.age} value={String(basic.age)} /> : null}
          <ReadOnly label={REPORT_UI.wordCount} value={String(basic.word_count)} />
        </div>
      </div>
      {texts.map(([title, body]) => (
        <section key={title} className="report-block">
          <h3>{title}</h3>
          <p>{body ?? (unavailable ? '—' : REPORT_UI.loading)}</p>
        </section>
      ))}
    </div>
  );
}

export function Disclaimer() {
  return (
    <p className="report-disclaimer" role="note">
      ⚠︎ {REPORT_TEXT.disclaimer}
    </p>
  );
}
