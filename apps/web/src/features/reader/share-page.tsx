import { isBookId } from '@storycat/contract/book-id';
import { Link, useSearchParams } from 'react-router';
import { Footer } from '../../components/ui/footer.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { BookReader } from '../../components/book-reader/book-reader.tsx';
import { MascotCat } from '../../components/ui/mascot.tsx';
import { ApiError } from '../../lib/api.ts';
import { UI } from '../../lib/messages.ts';
import { useViewBook } from './api/view-book.ts';
import './reader-pages.css';

function ShareNotFound() {
  return (
    <div className="center-card" data-testid="share-not-found">
      <MascotCat size={100} />
      <h1>{UI.shareNotFoundTitle}</h1>
      <p>{UI.shareNotFoundBody}</p>
      <Link className="btn btn-primary" to="/">
        {UI.toHome}
      </Link>
    </div>
  );
}

/** /share?book_id= : anyone with the link reads the book; no edit controls, a copyright footer (part 1 §2). */
export default function SharePage() {
  const [params] = useSearchParams();
  const id = params.get('book_id') ?? '';
  const valid = isBookId(id);
  const book = useViewBook(id, valid);
  const notFound =
    !valid || (book.error instanceof ApiError && (book.error.status === 404 || book.error.status === 400));
  return (
    <div className="share-page">
      <header className="share-head">
        <Link to="/" className="brand" aria-label={UI.appName}>
          <MascotCat size={40} />
          <span>{UI.appName}</span>
        </Link>
        {book.data ? (
          <h1 className="share-title">
            <span className="share-kicker">{UI.readTitle}</span>《{book.data.book_name_ch || UI.untitledBook}》
          </h1>
        ) : null}
      </header>
      <div className="share-main">
        {notFound ? (
          <ShareNotFound />
        ) : book.isError ? (
          <p className="flash flash-error" role="alert">
            {UI.shelfLoadError}
          </p>
        ) : book.data ? (
          <>
            <BookReader book={book.data} />
            {/* a visiting parent or classmate is invited to make a book of their own (issue S point 12) */}
            <aside className="share-invite" aria-label={UI.shareInviteTitle}>
              <MascotCat size={56} />
              <div>
                <p className="share-invite-title">{UI.shareInviteTitle}</p>
                <p className="share-invite-body">{UI.shareInviteBody}</p>
              </div>
              <Link className="btn btn-primary" to="/">
                ✏️ {UI.shareInviteButton}
              </Link>
            </aside>
          </>
        ) : (
          <PageLoading />
        )}
      </div>
      <Footer />
    </div>
  );
}
