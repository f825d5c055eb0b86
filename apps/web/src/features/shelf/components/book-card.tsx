import type { BookListItem } from '@storycat/contract';
import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { coverSource } from '../../../lib/cover-source.ts';
import { UI } from '../../../lib/messages.ts';

/** How long after the cover's tap its actions start to answer: longer than a double tap's gap. */
const ARM_DELAY_MS = 500;

const COVER_COLOURS = ['#ffb86b', '#74c0fc', '#8ce99a', '#f783ac', '#b197fc', '#ffd43b'];

/** A drawn cover for a book with no picture yet: a colour of its own and its title. */
function DrawnCover({ book }: { book: BookListItem }) {
  const hue = COVER_COLOURS[[...book.book_id].reduce((n, c) => n + c.charCodeAt(0), 0) % COVER_COLOURS.length];
  return (
    <div className="drawn-cover" style={{ background: hue }} aria-hidden="true">
      <span className="drawn-cover-emoji">📖</span>
      <span className="drawn-cover-title">{book.book_name_ch || UI.untitledBook}</span>
    </div>
  );
}

/**
 * A stored picture as a small thumbnail (lib/cover-source.ts). The first covers load at once with high priority —
 * one of them is the shelf's largest paint, and index.html's early script has usually fetched them already; the
 * rest wait until the child scrolls near them.
 */
function CoverPicture({ src, first }: { src: string; first: boolean }) {
  const source = coverSource(src);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'auto' : 'async'}
    />
  );
}

/** One book on the shelf; a click shows its two actions, edit and preview (part 1 §2 Main). */
export function BookCard({
  book,
  first,
  open,
  onToggle,
}: {
  book: BookListItem;
  /** among the covers shown first (FIRST_COVERS) */
  first: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const title = book.book_name_ch || UI.untitledBook;
  // The two actions are laid over the cover the child just tapped: a double tap would land its second tap on
  // 編輯. The second click of a double click/tap is ignored (and on touch, any tap < 500 ms after the cover's).
  const openedAt = useRef(0);
  const handleCover = () => {
    if (!open) openedAt.current = performance.now();
    onToggle();
  };
  const guard = (e: MouseEvent) => {
    // the second click of a double click or double tap carries a click count of 2; a touch screen that does
    // not count taps is caught by the time since the cover's tap
    const touch = (e.nativeEvent as PointerEvent).pointerType === 'touch';
    if (e.detail > 1 || (touch && performance.now() - openedAt.current < ARM_DELAY_MS)) e.preventDefault();
  };
  return (
    <li className={`book-card ${open ? 'is-open' : ''}`}>
      <button type="button" className="book-card-button" onClick={handleCover} aria-expanded={open}>
        <span className="book-card-cover">
          {book.cover_image ? <CoverPicture src={book.cover_image} first={first} /> : <DrawnCover book={book} />}
        </span>
        <span className="book-card-title">{title}</span>
        <span className="book-card-author">
          {UI.author}：{book.book_author || '—'}
        </span>
      </button>
      {open ? (
        // a tap on the dimmed cover around the two buttons folds them away again
        <div className="book-card-actions" onClick={(e) => e.target === e.currentTarget && onToggle()}>
          <Link
            className="btn btn-secondary"
            to={`/bookguide/${book.book_id}`}
            onClick={guard}
            aria-label={`${UI.editBook}《${title}》`}
          >
            ✏️ {UI.editBook}
          </Link>
          <Link
            className="btn btn-primary"
            to={`/readbook/${book.book_id}`}
            onClick={guard}
            aria-label={`${UI.previewBook}《${title}》`}
          >
            📖 {UI.previewBook}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
