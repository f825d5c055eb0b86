import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PREFACE_MAX } from '@storycat/contract/constants';
import { validatePreface } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { ApiError } from '../../lib/api.ts';
import { useBookInfo, useUpdateBook } from './api/book-info.ts';
import { CharCount } from './components/char-count.tsx';
import { CreateLayout } from './components/create-layout.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { useBookIdParam } from './hooks/use-book-id.ts';
import { useRememberBook } from './hooks/use-page-route.ts';
import { PAGE_UI } from './page-texts.ts';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /step8/{id}: the author's words, required, at most 15 characters (spec part 2 §2, §5); then Guide 5. */
export default function Step8Page() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <PrefaceEditor key={bookId} bookId={bookId} />;
}

function PrefaceEditor({ bookId }: { bookId: string }) {
  useRememberBook(bookId);
  const book = useBookInfo(bookId);
  const update = useUpdateBook(bookId);
  const mascot = useMascotError();
  const navigate = useNavigate();
  const [typed, setTyped] = useState<string | null>(null);
  const [savedOk, setSavedOk] = useState(false);
  if (book.isPending) return <PageLoading />;
  const preface = typed ?? book.data?.preface ?? '';

  async function handleNext() {
    const problem = validatePreface(preface);
    if (problem) return mascot.say(problem);
    try {
      await update.mutateAsync({ preface: preface.trim() });
      setSavedOk(true);
      setTimeout(() => navigate('/guide/5'), 1000);
    } catch (e) {
      mascot.say(e instanceof ApiError && e.message ? e.message : CREATE_MSG.saveFailed);
    }
  }

  return (
    <CreateLayout
      header={<ProgressHeader title={PAGE_UI.prefaceTitle} icon="💌" percent={80} />}
      mascot={<RouteMascot route="Step8" error={mascot.error} />}
    >
      <div className="create-form">
        <label className="field">
          <span className="field-label-row">
            {PAGE_UI.prefaceLabel}
            <CharCount value={preface} max={PREFACE_MAX} />
          </span>
          <textarea
            value={preface}
            rows={2}
            placeholder={PAGE_UI.prefacePlaceholder}
            onChange={(e) => {
              setTyped(e.target.value);
              setSavedOk(false);
            }}
            data-testid="preface"
          />
        </label>
        {savedOk ? (
          <p className="flash flash-ok" role="status">
            {CREATE_MSG.saved}
          </p>
        ) : null}
      </div>
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/step7_2/${bookId}`}>
          ⬅ {PAGE_UI.backCoverTitle}
        </Link>
        <Button className="btn-huge" onClick={handleNext} disabled={update.isPending || savedOk}>
          {update.isPending ? CREATE_UI.saving : CREATE_UI.saveNext}
        </Button>
      </div>
    </CreateLayout>
  );
}
