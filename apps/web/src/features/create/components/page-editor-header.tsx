import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CREATE_MSG, FINISH_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';
import { deletePage, useInvalidateBook, type PageKey } from '../api/page-data.ts';
import { bookReadQuery } from '../api/book-read.ts';
import { nextAfterDelete, pageProgress, routeOf } from '../lib/navigation.ts';
import { slotsOf } from '../lib/page-slots.ts';
import { PAGE_UI } from '../page-texts.ts';
import { ProgressHeader } from './progress-header.tsx';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The page editor's header (spec part 2 §2 Ai_story): progress as pages done / quota, 'N pages done, M left',
 * a delete button (hidden for trial accounts) with its can't-be-restored confirmation, and finishing the story.
 */
export function PageEditorHeader({
  pageKey,
  pageCount,
  uncounted = 0,
  onError,
  onFinish,
}: {
  pageKey: PageKey;
  pageCount: number | undefined;
  /** 1 while this page is stored but still empty: it is not yet a page done (issue S point 10) */
  uncounted?: number;
  onError: (text: string) => void;
  onFinish: () => void;
}) {
  const isTrial = store.isTrial();
  const { percent, label } = pageProgress({
    pageCount: pageCount === undefined ? undefined : pageCount - uncounted,
    isTrial,
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const invalidate = useInvalidateBook(pageKey.bookId);

  function handleAskDelete() {
    if (!pageCount) return onError(FINISH_MSG.pageCountMissing);
    setConfirming(true);
  }

  async function handleDelete() {
    setBusy(true);
    try {
      await deletePage(pageKey);
      await invalidate();
      const view = await qc.fetchQuery(bookReadQuery(pageKey.bookId));
      setConfirming(false);
      navigate(routeOf(pageKey.bookId, nextAfterDelete({ pages: slotsOf(view), ...pageKey })), { replace: true });
    } catch (e) {
      setConfirming(false);
      onError(e instanceof ApiError && e.message ? e.message : CREATE_MSG.deleteFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ProgressHeader title={PAGE_UI.pageTitle(pageKey.page)} icon="📖" percent={percent} label={label}>
        {isTrial ? null : (
          <Button variant="ghost" onClick={handleAskDelete} data-testid="delete-page">
            🗑 {PAGE_UI.deletePage}
          </Button>
        )}
        <Button variant="secondary" onClick={onFinish}>
          {PAGE_UI.finishStory} ➜
        </Button>
      </ProgressHeader>
      {confirming ? (
        <Modal title={PAGE_UI.deleteTitle} onClose={() => setConfirming(false)}>
          <p>{FINISH_MSG.deleteConfirm}</p>
          <div className="modal-buttons">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {PAGE_UI.deleteNo}
            </Button>
            <Button variant="danger" onClick={handleDelete} disabled={busy}>
              {PAGE_UI.deleteYes}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
