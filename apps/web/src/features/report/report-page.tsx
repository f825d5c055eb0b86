import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { REPORT_UI } from '@storycat/contract/report-texts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { FlashText } from '../../components/ui/flash.tsx';
import { Disclaimer, OverviewTab } from './components/overview-tab.tsx';
import { ProgressOverlay } from './components/progress-overlay.tsx';
import { ReportActions } from './components/report-actions.tsx';
import { TooShortModal } from './components/too-short-modal.tsx';
import { TraitsTab } from './components/traits-tab.tsx';
import { VocabularyTab } from './components/vocabulary-tab.tsx';
import { isComplete, useReport } from './hooks/use-report.ts';
import './report.css';

const TABS = [
  { id: 'overview', label: REPORT_UI.tabOverview },
  { id: 'vocabulary', label: REPORT_UI.tabVocabulary },
  { id: 'traits', label: REPORT_UI.tabTraits },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /report/{id}: the analysis report for parents and teachers (part 2 §2, §4). */
export default function ReportPage() {
  const { id = '' } = useParams();
  const r = useReport(id);
  const [tab, setTab] = useState<TabId>('overview');
  if (!id) return <Navigate to="/main" replace />;
  if (r.basic.isError) return <Navigate to="/main" replace />;
  if (!r.basic.data) return <PageLoading />;
  const tabsDisabled = r.loading || r.tooShort;
  return (
    <div className="page report-page">
      <h1 className="page-title">📊 {REPORT_UI.pageTitle}</h1>
      <ReportActions
        bookId={id}
        phase={r.phase}
        complete={isComplete(r.report)}
        disabled={r.tooShort || !r.saved.data}
        onGenerate={() => void r.generate()}
        pdf={r.saved.data}
        pollFailed={r.saved.isRefetchError}
      />
      <FlashText flash={r.flash} />
      <div className="report-tabs" role="tablist">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            className={`report-tab ${tab === t.id ? 'report-tab-on' : ''}`}
            aria-selected={tab === t.id}
            disabled={tabsDisabled}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="card report-panel" role="tabpanel">
        {tab === 'overview' ? <OverviewTab basic={r.basic.data} report={r.report} unavailable={r.tooShort} /> : null}
        {tab === 'vocabulary' ? <VocabularyTab report={r.report} /> : null}
        {tab === 'traits' ? <TraitsTab report={r.report} /> : null}
        <Disclaimer />
      </div>
      {r.tooShort ? <TooShortModal bookId={id} wordCount={r.basic.data.word_count} /> : null}
      {r.phase === 'generating' ? <ProgressOverlay value={r.progress.percent ?? 0} /> : null}
    </div>
  );
}
