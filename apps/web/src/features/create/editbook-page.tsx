import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PageData } from '@storycat/contract';
import { CORNERS, type CornerName } from '@storycat/contract/book-rules';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { bookReadQuery } from './api/book-read.ts';
import type { PageKey } from './api/page-data.ts';
import { CreateLayout } from './components/create-layout.tsx';
import { PageCanvas } from './components/page-canvas.tsx';
import { PrizeModal } from './components/prize-modal.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { PageScreen } from './components/page-screen.tsx';
import { RouteMascot } from './components/route-mascot.tsx';
import { usePageEditor } from './hooks/use-page-editor.ts';
import { nextAfterSave, pageProgress, routeOf, type NextPlace } from './lib/navigation.ts';
import { slotsOf } from './lib/page-slots.ts';
import { PAGE_UI } from './page-texts.ts';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /editbook/{id}/{step}/{page}: where the text sits on the picture; save → prize → next page (spec §2, §4). */
export default function EditbookPage() {
  return <PageScreen editor={({ pageKey, page }) => <LayoutEditor pageKey={pageKey} initial={page} />} />;
}

function LayoutEditor({ pageKey, initial }: { pageKey: PageKey; initial: PageData }) {
  const { bookId, step, page, isTrial, navigate, mascot, busy, save, act } = usePageEditor(pageKey);
  const qc = useQueryClient();
  const [corner, setCorner] = useState<CornerName>(initial.position_input);
  const [next, setNext] = useState<NextPlace | null>(null);
  const { percent, label } = pageProgress({ pageCount: initial.page_count, isTrial });

  async function handleSave() {
    await act('save', async () => {
      await save({ position_input: corner });
      const view = await qc.fetchQuery(bookReadQuery(bookId));
      const place = nextAfterSave({ pages: slotsOf(view), step, page, isTrial });
      if (place.to === 'page' && !place.prize) navigate(routeOf(bookId, place));
      else if (place.to === 'guide4' && !place.message) navigate('/guide/4');
      else setNext(place);
    });
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
        <Button className="btn-huge" onClick={handleSave} disabled={busy !== null}>
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
