import { isBookId } from '@storycat/contract/book-id';
import { Link, Navigate, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { BookReader } from '../../components/book-reader/book-reader.tsx';
import { ApiError } from '../../lib/api.ts';
import { UI } from '../../lib/messages.ts';
import { useReadBook } from './api/read-book.ts';
import './reader-pages.css';

/** For the router's loader (app/router.tsx), which starts the book with this chunk. */
export { readBookQuery } from './api/read-book.ts';

/** /readbook/{id}: 作品欣賞 (part 1 §2); an unknown or someone else's book goes back to the shelf (§4). */
export default function ReadbookPage() {
  const { id = '' } = useParams();
  const valid = isBookId(id);
  const book = useReadBook(id, valid);
  const gone = !valid || (book.error instanceof ApiError && (book.error.status === 404 || book.error.status === 400));
  if (gone) return <Navigate to="/main" replace />;
  if (book.isError) {
    return (
      <p className="page flash flash-error" role="alert">
        {UI.shelfLoadError}
      </p>
    );
  }
  if (!book.data) return <PageLoading />;
  return (
    <div className="page reader-page">
      <div className="reader-head">
        <Link className="btn btn-ghost" to="/main">
          ← {UI.backToShelf}
        </Link>
        <h1 className="page-title">{UI.readTitle}</h1>
      </div>
      <BookReader book={book.data} />
    </div>
  );
}
