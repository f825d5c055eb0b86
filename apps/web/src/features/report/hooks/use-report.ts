import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportObject } from '@storycat/contract';
import { REPORT_MIN_WORDS } from '@storycat/contract/constants';
import { REPORT_LABEL_RESET_MS, REPORT_PROGRESS_TICK_MS, REPORT_UI } from '@storycat/contract/report-texts';
import { useFlash } from '../../../components/ui/flash.tsx';
import { getAbility } from '../api/get-ability.ts';
import { getAnalysis } from '../api/get-analysis.ts';
import { getCharacter } from '../api/get-character.ts';
import { getCommonCh } from '../api/get-common-ch.ts';
import { getCommonEn } from '../api/get-common-en.ts';
import { getLevel } from '../api/get-level.ts';
import { savedReportQuery, useSavedReport, type SavedReport } from '../api/get-saved-report.ts';
import { useStoryBasic } from '../api/get-story-basic.ts';
import { getTraits } from '../api/get-traits.ts';
import { useFakeProgress } from '../../../lib/fake-progress.ts';

type Section = {
  name: string;
  has: (r: ReportObject) => boolean;
  load: (bookId: string) => Promise<Partial<ReportObject>>;
};

/** Generation order (part 2 §4): analysis, level, common-en, common-ch, character, ability, traits. */
const SECTIONS: Section[] = [
  { name: 'analysis', has: (r) => !!r.analysis, load: async (id) => ({ analysis: await getAnalysis(id) }) },
  { name: 'level', has: (r) => !!r.level, load: async (id) => ({ level: await getLevel(id) }) },
  { name: 'common-en', has: (r) => !!r.common?.common_en, load: async (id) => ({ common: await getCommonEn(id) }) },
  { name: 'common-ch', has: (r) => !!r.common?.common_ch, load: async (id) => ({ common: await getCommonCh(id) }) },
  { name: 'character', has: (r) => !!r.character, load: async (id) => ({ character: await getCharacter(id) }) },
  { name: 'ability', has: (r) => !!r.ability, load: async (id) => ({ ability: await getAbility(id) }) },
  { name: 'traits', has: (r) => !!r.traits, load: async (id) => ({ traits: await getTraits(id) }) },
];

function merge(r: ReportObject, part: Partial<ReportObject>): ReportObject {
  return { ...r, ...part, common: { ...r.common, ...part.common } };
}

export const isComplete = (r: ReportObject | null) => !!r && SECTIONS.every((s) => s.has(r));

/** The report screen's data: story basic, the saved report, missing sections and (re)generation. */
export function useReport(bookId: string) {
  const qc = useQueryClient();
  const basic = useStoryBasic(bookId);
  const tooShort = !!basic.data && basic.data.word_count < REPORT_MIN_WORDS;
  const saved = useSavedReport(bookId, !!basic.data && !tooShort);
  // sections fetched on this visit; until then the saved report is shown as it is
  const [fetched, setReport] = useState<ReportObject | null>(null);
  const report = fetched ?? saved.data?.report ?? null;
  const [phase, setPhase] = useState<'idle' | 'generating' | 'done'>('idle');
  const progress = useFakeProgress({ tickMs: REPORT_PROGRESS_TICK_MS, from: 0 });
  const flash = useFlash(REPORT_LABEL_RESET_MS);
  const started = useRef(false);
  const { show: showFlash } = flash;
  const { start: startProgress, finish: finishProgress, stop: cancelProgress } = progress;

  const generate = useCallback(async () => {
    setPhase('generating');
    startProgress();
    // Any old PDF link is cleared: it no longer matches the new report.
    qc.setQueryData(savedReportQuery(bookId).queryKey, (old: SavedReport | undefined) =>
      old ? { ...old, report_pdf_url: null, report_pdf_status: null } : old,
    );
    try {
      let next: ReportObject = {};
      for (const s of SECTIONS) {
        next = merge(next, await s.load(bookId));
        setReport(next);
      }
      finishProgress();
      // let the overlay show 100 % for a moment before it closes
      await new Promise((r) => setTimeout(r, 500));
      setPhase('done');
      setTimeout(() => setPhase('idle'), REPORT_LABEL_RESET_MS);
    } catch {
      cancelProgress();
      setPhase('idle');
      showFlash(REPORT_UI.generateFailed);
    }
  }, [bookId, qc, startProgress, finishProgress, cancelProgress, showFlash]);

  /** A saved report is shown as it is; each missing section is fetched on its own. */
  const fillMissing = useCallback(
    async (from: ReportObject) => {
      for (const s of SECTIONS.filter((x) => !x.has(from))) {
        try {
          const part = await s.load(bookId);
          setReport((r) => merge(r ?? from, part));
        } catch {
          showFlash(s.name === 'ability' ? REPORT_UI.abilityNetworkError : REPORT_UI.sectionNetworkError);
        }
      }
    },
    [bookId, showFlash],
  );

  useEffect(() => {
    if (started.current || !saved.data) return;
    started.current = true;
    // Kicks off async loading (its state changes come later, from the answers).
    void Promise.resolve(saved.data.report).then((r) => (r ? fillMissing(r) : generate()));
  }, [saved.data, fillMissing, generate]);

  useEffect(() => {
    if (saved.isError && !started.current) showFlash(REPORT_UI.savedNetworkError);
  }, [saved.isError, showFlash]);

  const loading = basic.isPending || (!tooShort && (saved.isPending || phase === 'generating'));
  return { basic, tooShort, saved, report, phase, progress, flash, generate, loading };
}
