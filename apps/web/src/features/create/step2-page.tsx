import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { store } from '../../lib/storage.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useBookInfo, useUpdateBook } from './api/book-info.ts';
import { useStyles } from './api/styles.ts';
import { CreateLayout } from './components/create-layout.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { CREATE_UI } from './create-texts.ts';
import { useBookIdParam } from './hooks/use-book-id.ts';

const styleChosenKey = (bookId: string) => `styleChosen:${bookId}`;

/** Step2 (spec part 2 §2): the art styles as big picture cards; pick one, then next → save → Character. */
export default function Step2Page() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <StylePicker bookId={bookId} />;
}

function StylePicker({ bookId }: { bookId: string }) {
  const book = useBookInfo(bookId);
  const styles = useStyles();
  const update = useUpdateBook(bookId);
  const mascot = useMascotError();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(null);
  // A new book is created with style '1' (part 2 §4), which is not the child's choice: the stored style counts
  // as chosen only once she has chosen on this screen, or the book is past it (it has pages).
  const choseBefore = store.get(styleChosenKey(bookId)) === 'true' || (book.data?.page_count ?? 0) > 0;
  const chosen = picked ?? (choseBefore ? (book.data?.style ?? null) : null);

  async function handleNext() {
    if (!chosen) return mascot.say(CREATE_MSG.styleRequired);
    try {
      if (chosen !== book.data?.style) await update.mutateAsync({ style: chosen });
      store.set(STORAGE_KEYS.currentBookID, bookId);
      store.set(styleChosenKey(bookId), 'true');
      navigate(`/character/${bookId}`);
    } catch {
      mascot.say(CREATE_MSG.saveFailed);
    }
  }

  if (book.isPending || styles.isPending) return <PageLoading />;
  const loadError = book.error ?? styles.error;
  return (
    <CreateLayout
      header={<ProgressHeader title={CREATE_UI.step2Title} icon="🎨" percent={60} />}
      mascot={<RouteMascot route="Step2" error={mascot.error} />}
    >
      {loadError ? (
        <p className="flash flash-error" role="alert">
          {loadError.message || CREATE_MSG.refreshAndRetry}
        </p>
      ) : (
        <>
          <p className="create-lead">{CREATE_UI.step2Lead}</p>
          <div className="style-grid" role="radiogroup" aria-label={CREATE_UI.step2Title}>
            {styles.data?.map((s) => (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={chosen === s.id}
                className={`style-card ${chosen === s.id ? 'on' : ''}`}
                onClick={() => setPicked(s.id)}
              >
                <img src={s.image} alt="" loading="lazy" />
                <span className="style-name">{s.name}</span>
                {chosen === s.id ? <span className="style-check">✔ {CREATE_UI.styleChosen}</span> : null}
              </button>
            ))}
          </div>
        </>
      )}
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/step1/${bookId}`}>
          ⬅ {CREATE_UI.back}
        </Link>
        <Button className="btn-huge" onClick={handleNext} disabled={update.isPending || Boolean(loadError)}>
          {update.isPending ? CREATE_UI.saving : `${CREATE_UI.next} ➜`}
        </Button>
      </div>
    </CreateLayout>
  );
}
