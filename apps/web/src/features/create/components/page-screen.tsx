import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { BookInfo, PageData } from '@storycat/contract';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useBookInfo } from '../api/book-info.ts';
import { usePageData, type PageKey } from '../api/page-data.ts';
import { usePageRoute } from '../hooks/use-page-route.ts';
import { LoadError } from './load-error.tsx';

type Editor = (o: { pageKey: PageKey; page: PageData; book: BookInfo | undefined }) => ReactNode;

/**
 * A page screen's route and loading (`/:screen/:id/:step/:page`): a bad address goes to /main, then the page's
 * saved data (and the book's info when `withBook`, fetched at the same time) load, then the editor shows — a new
 * one for each page, so its fields start from that page's data.
 */
export function PageScreen({ withBook = false, editor }: { withBook?: boolean; editor: Editor }) {
  const pageKey = usePageRoute();
  if (!pageKey) return <Navigate to="/main" replace />;
  const { bookId, step, page } = pageKey;
  return <PageLoader key={`${bookId}/${step}/${page}`} pageKey={pageKey} withBook={withBook} editor={editor} />;
}

function PageLoader({ pageKey, withBook, editor }: { pageKey: PageKey; withBook: boolean; editor: Editor }) {
  const page = usePageData(pageKey);
  const book = useBookInfo(withBook ? pageKey.bookId : undefined);
  if (page.isPending || (withBook && book.isPending)) return <PageLoading />;
  if (page.isError) return <LoadError error={page.error} />;
  if (withBook && book.isError) return <LoadError error={book.error} />;
  return editor({ pageKey, page: page.data, book: book.data });
}
