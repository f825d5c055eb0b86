import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PageData } from '@storycat/contract';
import { CORNERS, type CornerName } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { ApiError } from '../../lib/api.ts';
import { store } from '../../lib/storage.ts';
import { bookReadQuery } from './api/book-read.ts';
import { savePageData, useInvalidateBook, usePageData, type PageKey } from './api/page-data.ts';
import { CreateLayout } from './components/create-layout.tsx';
import { PageCanvas } from './components/page-canvas.tsx';
import { PrizeModal } from './components/prize-modal.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { usePageRoute, useRememberBook } from './hooks/use-page-route.ts';
import { nextAfterSave, pageProgress, routeOf, type NextPlace } from './lib/navigation.ts';
import { slotsOf } from './lib/page-slots.ts';
import { PAGE_UI } from './page-texts.ts';
import { LoadError } from './components/load-error.tsx';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /editbook/{id}/{step}/{page}: where the text sits on the picture; save → prize → next page (spec §2, §4). */
export default function EditbookPage() {
  const key = usePageRoute();
  if (!key) return <Navigate to="/main" replace />;
  return <LayoutLoader key={`${key.bookId}/${key.step}/${key.page}`} pageKey={key} />;
}

function LayoutLoader({ pageKey }: { pageKey: PageKey }) {
  const page = usePageData(pageKey);
  if (page.isPending) return <PageLoading />;
  if (page.error) return <LoadError error={page.error} />;
  return <LayoutEditor pageKey={pageKey} initial={page.data} />;
}

function LayoutEditor({ pageKey, initial }: { pageKey: PageKey; initial: PageData }) {
  const { bookId, step, page } = pageKey;
  useRememberBook(bookId);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const mascot = useMascotError();
  const invalidate = useInvalidateBook(bookId);
  const isTrial = store.isTrial();
  const [corner, setCorner] = useState<CornerName>(initial.position_input);
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<NextPlace | null>(null);
  const { percent, label } = pageProgress({ pageCount: initial.page_count, isTrial });

  async function handleSave() {
    setBusy(true);
    try {
      await savePageData(pageKey, { position_input: corner });
      await invalidate();
      const view = await qc.fetchQuery(bookReadQuery(bookId));
      const place = nextAfterSave({ pages: slotsOf(view), step, page, isTrial });
      if (place.to === 'page' && !place.prize) navigate(routeOf(bookId, place));
      else if (place.to === 'guide4' && !place.message) navigate('/guide/4');
      else setNext(place);
    } catch (e) {
      mascot.say(e instanceof ApiError ? e.message : CREATE_MSG.refreshAndRetry);
    } finally {
      setBusy(false);
    }
  }

  const handlePrizeDone = useCallback(() => {
    if (next) navigate(routeOf(bookId, next));
  }, [next, navigate, bookId]);

  return (
    <CreateLayout
      header={<ProgressHeader title={PAGE_UI.layoutTitle} icon="🧩" percent={percent} label={label} />}
      mascot={<RouteMascot route="Editbook" error={mascot.error} />}
      wide
    >
      <PageCanvas
        picture={initial.user_pic_select}
        text={initial.user_input}
        english={initial.en_user_input}
        corner={corner}
      />
      <div className="corner-picker" role="radiogroup" aria-label={PAGE_UI.layoutTitle}>
        {CORNERS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={corner === c}
            className={`chip ${corner === c ? 'chip-on' : ''}`}
            onClick={() => setCorner(c)}
          >
            {PAGE_UI.corners[c]}
          </button>
        ))}
      </div>
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/ai_photoinput/${bookId}/${step}/${page}`}>
          ⬅ {PAGE_UI.pictureTitle}
        </Link>
        <Button className="btn-huge" onClick={handleSave} disabled={busy}>
          {busy ? CREATE_UI.saving : `${PAGE_UI.saveLayout} ➜`}
        </Button>
      </div>
      {next?.to === 'page' ? <PrizeModal onDone={handlePrizeDone} /> : null}
      {next?.to === 'guide4' ? (
        <Modal title={PAGE_UI.limitTitle} onClose={handlePrizeDone}>
          <p>{next.message}</p>
          <div className="modal-buttons">
            <Button onClick={handlePrizeDone}>{PAGE_UI.finishStory} ➜</Button>
          </div>
        </Modal>
      ) : null}
    </CreateLayout>
  );
}
