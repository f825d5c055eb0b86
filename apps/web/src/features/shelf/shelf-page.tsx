import { STORAGE_KEYS } from '@storycat/contract/constants';
import { useState } from 'react';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useProfile } from '../../lib/auth.ts';
import { FIRST_COVERS } from '../../lib/cover-source.ts';
import { UI } from '../../lib/messages.ts';
import { store } from '../../lib/storage.ts';
import { useBooklist } from './api/get-booklist.ts';
import { BookCard } from './components/book-card.tsx';
import { CreateBookModal } from './components/create-book-modal.tsx';
import { OnboardingCard } from './components/onboarding-card.tsx';
import { onboardingCards } from './onboarding.ts';
import './shelf.css';

/** For the router's loader (app/router.tsx), which starts the list with this chunk. */
export { booklistQuery } from './api/get-booklist.ts';

/** The book shelf (part 1 §2 Main): the user's books, the create button, onboarding cards when empty. */
export default function ShelfPage() {
  const profile = useProfile();
  const books = useBooklist();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = books.data ?? [];
  // the books are shown as soon as they are here; only an empty shelf's cards need the profile
  const p = profile.data;
  if (books.isPending || (!p && list.length === 0 && !books.isError)) return <PageLoading />;
  const cards = p
    ? onboardingCards({
        point: p.point,
        guideDone: p.guide_done || store.get(STORAGE_KEYS.haveGuide) === 'true',
        trial: p.is_trial || store.isTrial(),
      })
    : [];
  return (
    <div className="page shelf-page">
      <div className="shelf-head">
        <h1 className="page-title">📚 {UI.navShelf}</h1>
        <Button className="btn-huge" onClick={() => setCreating(true)}>
          <span className="emoji">➕</span> {UI.createBook}
        </Button>
      </div>
      {books.isError ? (
        <p className="flash flash-error" role="alert">
          {UI.shelfLoadError}
        </p>
      ) : list.length === 0 ? (
        <div className="onboarding-cards">
          {cards.map((kind) => (
            <OnboardingCard key={kind} kind={kind} onCreate={() => setCreating(true)} />
          ))}
        </div>
      ) : (
        <ul className="shelf-grid" aria-label={UI.navShelf}>
          {list.map((b, i) => (
            <BookCard
              key={b.book_id}
              book={b}
              first={i < FIRST_COVERS}
              open={openId === b.book_id}
              onToggle={() => setOpenId((id) => (id === b.book_id ? null : b.book_id))}
            />
          ))}
        </ul>
      )}
      {creating && p ? <CreateBookModal point={p.point} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
