import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COPY_CONFIRM_MS, PDF_POLL_MS } from '@storycat/contract/constants';
import { FINISH_MSG } from '@storycat/contract/create-messages';
import { BookReader } from '../../components/book-reader/book-reader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { bookInfoQuery } from './api/book-info.ts';
import { requestBookPdf, type EbookOptions } from './api/book-pdf.ts';
import { EbookOptionsForm } from './components/ebook-options.tsx';
import { useBookOutline } from './api/book-read.ts';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { useBookIdParam } from './hooks/use-book-id.ts';
import { useRememberBook } from './hooks/use-page-route.ts';
import { ebookState } from './lib/ebook.ts';
import { PAGE_UI } from './page-texts.ts';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /step9/{id}: the finished book in the reader, share and e-book download, the report (spec part 2 §2 Step9). */
export default function Step9Page() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <Finish key={bookId} bookId={bookId} />;
}

function Finish({ bookId }: { bookId: string }) {
  useRememberBook(bookId);
  const book = useBookOutline(bookId);
  const [sharing, setSharing] = useState(false);
  const mascot = useMascotError();
  if (book.isPending) return <PageLoading />;
  if (book.error)
    return (
      <p className="flash flash-error center-card" role="alert">
        {FINISH_MSG.refreshRetry}
      </p>
    );
  return (
    <div className="page finish-page">
      <div className="finish-head">
        <h1 className="page-title">🎉 {PAGE_UI.finishTitle}</h1>
        <div className="finish-actions">
          <Link className="btn btn-ghost" to={`/bookguide/${bookId}`}>
            {PAGE_UI.backToGuide}
          </Link>
          <Link className="btn btn-secondary" to={`/report/${bookId}`}>
            📊 {PAGE_UI.report}
          </Link>
          <Button onClick={() => setSharing(true)}>📤 {PAGE_UI.shareDownload}</Button>
        </div>
      </div>
      <div className="finish-body">
        <BookReader book={book.data} />
        <RouteMascot route="Step9" error={mascot.error} className="finish-mascot" />
      </div>
      {sharing ? <ShareDialog bookId={bookId} onClose={() => setSharing(false)} onError={mascot.say} /> : null}
    </div>
  );
}

function ShareDialog({
  bookId,
  onClose,
  onError,
}: {
  bookId: string;
  onClose: () => void;
  onError: (t: string) => void;
}) {
  const link = `${window.location.origin}/share?book_id=${bookId}`;
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    let text: string = FINISH_MSG.linkCopied;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      text = FINISH_MSG.copyFailed;
    }
    setCopied(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_CONFIRM_MS);
  }

  return (
    <Modal title={PAGE_UI.shareTitle} onClose={onClose} className="share-modal">
      <p>{PAGE_UI.shareLead}</p>
      <div className="copy-row">
        <input
          className="copy-value"
          readOnly
          value={link}
          aria-label={CREATE_UI.shareLink}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={handleCopy}>
          🔗 {PAGE_UI.copyLink}
        </Button>
      </div>
      <p className="copy-feedback" role="status" aria-live="polite">
        {copied}
      </p>
      <EbookButtons bookId={bookId} onError={onError} />
    </Modal>
  );
}

/** The e-book: generate / regenerate / generating (polls book info every 3 s while status is 1), download. */
function EbookButtons({ bookId, onError }: { bookId: string; onError: (t: string) => void }) {
  const qc = useQueryClient();
  const [requesting, setRequesting] = useState(false);
  const info = useQuery({
    ...bookInfoQuery(bookId),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.book_pdf_status === 1 ? PDF_POLL_MS : false),
  });
  const state = ebookState(info.data);
  const [failed, setFailed] = useState<string | null>(null);
  const [options, setOptions] = useState<EbookOptions>({ zhuyin: false, layout: 'book', paper: 'A4' });

  async function handleGenerate() {
    setRequesting(true);
    setFailed(null);
    try {
      await requestBookPdf(bookId, options);
      await qc.invalidateQueries({ queryKey: bookInfoQuery(bookId).queryKey });
    } catch {
      setFailed(FINISH_MSG.refreshRetry);
      onError(FINISH_MSG.refreshRetry);
    } finally {
      setRequesting(false);
    }
  }

  function handleDownload() {
    const url = info.data?.book_pdf_url;
    // not 'noopener': with it window.open answers null even when the tab opened, hiding a blocked popup
    const tab = url ? window.open(url, '_blank') : null;
    if (tab) tab.opener = null;
    else setFailed(FINISH_MSG.downloadFailed);
  }

  const generating = state === 'generating' || requesting;
  return (
    <div className="ebook-box">
      <EbookOptionsForm value={options} onChange={setOptions} disabled={generating} />
      <Button
        variant={state === 'ready' ? 'ghost' : 'primary'}
        onClick={handleGenerate}
        disabled={generating || info.isPending}
        data-testid="ebook-generate"
      >
        📘{' '}
        {generating
          ? FINISH_MSG.ebookGenerating
          : state === 'ready'
            ? FINISH_MSG.ebookRegenerate
            : FINISH_MSG.ebookGenerate}
      </Button>
      {state === 'ready' && !generating ? (
        <Button onClick={handleDownload} data-testid="ebook-download">
          ⬇ {PAGE_UI.downloadEbook}
        </Button>
      ) : null}
      {state === 'failed' && !generating ? <p className="flash flash-error">{FINISH_MSG.ebookFailed}</p> : null}
      {failed ? (
        <p className="flash flash-error" role="alert">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
