import { useEffect } from 'react';
import { REPORT_LABEL_RESET_MS, REPORT_UI } from '@storycat/contract/report-texts';
import { Button } from '../../../components/ui/button.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import type { SavedReport } from '../api/get-saved-report.ts';
import { useSendReport } from '../api/send-report.ts';

/** The generate/regenerate button and the report PDF button with its download link (part 2 §4). */
export function ReportActions(props: {
  bookId: string;
  phase: 'idle' | 'generating' | 'done';
  complete: boolean;
  disabled: boolean;
  onGenerate: () => void;
  pdf: SavedReport | undefined;
  pollFailed: boolean;
}) {
  const send = useSendReport(props.bookId);
  const pdfFlash = useFlash(REPORT_LABEL_RESET_MS);
  const { show } = pdfFlash;
  const status = props.pdf?.report_pdf_status;
  const url = status === 0 ? props.pdf?.report_pdf_url : null;

  useEffect(() => {
    if (props.pollFailed) show(REPORT_UI.refreshRetry);
  }, [props.pollFailed, show]);

  const generateLabel =
    props.phase === 'generating'
      ? REPORT_UI.generating
      : props.phase === 'done'
        ? REPORT_UI.generated
        : props.complete
          ? REPORT_UI.regenerate
          : REPORT_UI.generate;
  const pdfLabel = pdfFlash.text
    ? REPORT_UI.pdfFailed
    : status === 1 || send.isPending
      ? REPORT_UI.pdfCreating
      : url
        ? REPORT_UI.pdfRecreate
        : REPORT_UI.pdfCreate;

  const handlePdf = () => send.mutate(undefined, { onError: () => show(REPORT_UI.refreshRetry) });

  return (
    <div className="report-actions">
      <Button onClick={props.onGenerate} disabled={props.disabled || props.phase !== 'idle'}>
        {generateLabel}
      </Button>
      <Button
        variant="secondary"
        onClick={handlePdf}
        disabled={props.disabled || !props.complete || props.phase !== 'idle' || status === 1 || send.isPending}
      >
        {pdfLabel}
      </Button>
      {url ? (
        <a className="btn btn-ghost" href={url} target="_blank" rel="noopener noreferrer">
          📄 {REPORT_UI.pdfDownload}
        </a>
      ) : null}
      {status === 1 ? <span className="hint-text">{REPORT_UI.pdfWait}</span> : null}
      <FlashText flash={pdfFlash} />
    </div>
  );
}
