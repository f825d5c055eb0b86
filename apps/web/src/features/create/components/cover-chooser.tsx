import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useQueryClient } from '@tanstack/react-query';
import { bookInfoQuery, useBookInfo, useUpdateBook } from '../api/book-info.ts';
import { DrawLauncher } from './create-layout.tsx';
import { DRAW_UI } from '../drawing/drawing-texts.ts';
import { useBookOutline } from '../api/book-read.ts';
import { PAGE_UI } from '../page-texts.ts';
import { CreateLayout } from './create-layout.tsx';
import { PictureCarousel } from './picture-carousel.tsx';
import { ProgressHeader } from './progress-header.tsx';
import { RouteMascot, useMascotError } from './route-mascot.tsx';
import { useRememberBook } from '../hooks/use-page-route.ts';
import '../pages.css';
import { CREATE_UI } from '../create-texts.ts';

const SIDES = {
  front: {
    field: 'book_frontcover',
    title: PAGE_UI.coverTitle,
    lead: PAGE_UI.coverLead,
    required: CREATE_MSG.coverRequired,
    percent: 40,
    route: 'Step7_1',
    back: (id: string) => `/bookguide/${id}`,
    next: (id: string) => `/step7_2/${id}`,
  },
  back: {
    field: 'book_backcover',
    title: PAGE_UI.backCoverTitle,
    lead: PAGE_UI.backCoverLead,
    required: CREATE_MSG.backCoverRequired,
    percent: 60,
    route: 'Step7_2',
    back: (id: string) => `/step7_1/${id}`,
    next: (id: string) => `/step8/${id}`,
  },
} as const;

/**
 * Step7_1 / Step7_2 (spec part 2 §2): a wrap-around carousel over the pictures the child chose for the pages;
 * the shown one becomes the front or back cover. Required; a refused save shows the server's message.
 */
export function CoverChooser({ bookId, side }: { bookId: string; side: 'front' | 'back' }) {
  useRememberBook(bookId);
  const s = SIDES[side];
  const navigate = useNavigate();
  const mascot = useMascotError();
  const book = useBookInfo(bookId);
  const outline = useBookOutline(bookId);
  const update = useUpdateBook(bookId);
  const [index, setIndex] = useState<number | null>(null);
  const qc = useQueryClient();

  if (book.isPending || outline.isPending) return <PageLoading />;
  const pagePictures = [
    ...new Set(outline.data?.book_content.flatMap((st) => st.pages.map((p) => p.user_pic_select)).filter(Boolean)),
  ];
  // the child's own cover drawings (issue 24) come after the pages' pictures
  const pictures = [...pagePictures, ...(book.data?.drawings ?? []).filter((u) => !pagePictures.includes(u))];
  const saved = book.data?.[s.field] ?? null;
  const current = index ?? Math.max(0, saved ? pictures.indexOf(saved) : 0);

  async function handleNext() {
    const chosen = pictures[current];
    if (!chosen) return mascot.say(s.required);
    try {
      if (chosen !== saved) await update.mutateAsync({ [s.field]: chosen });
      navigate(s.next(bookId));
    } catch (e) {
      mascot.say(e instanceof ApiError && e.message ? e.message : CREATE_MSG.saveFailed);
    }
  }

  const loadError = book.error ?? outline.error;
  return (
    <CreateLayout
      header={<ProgressHeader title={s.title} icon={side === 'front' ? '📕' : '📗'} percent={s.percent} />}
      mascot={<RouteMascot route={s.route} error={mascot.error} />}
      wide
    >
      {loadError ? (
        <p className="flash flash-error" role="alert">
          {loadError.message || CREATE_MSG.refreshAndRetry}
        </p>
      ) : (
        <>
          <p className="create-lead">{s.lead}</p>
          <PictureCarousel pictures={pictures} index={current} onIndex={setIndex} empty={PAGE_UI.noPictures} />
          <div className="cover-draw">
            <DrawLauncher
              bookId={bookId}
              target="cover"
              title={DRAW_UI.titleCover}
              disabled={update.isPending}
              onSaved={(saved) => {
                const drawings = saved.drawings ?? [saved.image];
                qc.setQueryData(bookInfoQuery(bookId).queryKey, (b) => (b ? { ...b, drawings } : b));
                setIndex(pagePictures.length + drawings.filter((u) => !pagePictures.includes(u)).indexOf(saved.image));
              }}
            />
          </div>
        </>
      )}
      <div className="create-nav">
        <Link className="btn btn-ghost" to={s.back(bookId)}>
          ⬅ {side === 'front' ? PAGE_UI.backToGuide : PAGE_UI.coverTitle}
        </Link>
        <Button className="btn-huge" onClick={handleNext} disabled={update.isPending}>
          {update.isPending ? CREATE_UI.saving : `${PAGE_UI.useThis} ➜`}
        </Button>
      </div>
    </CreateLayout>
  );
}
