import { Navigate } from 'react-router';
import { CoverChooser } from './components/cover-chooser.tsx';
import { useBookIdParam } from './hooks/use-book-id.ts';

/** /step7_1/{id}: choose the front cover (progress 40). */
export default function Step7CoverPage() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <CoverChooser key={bookId} bookId={bookId} side="front" />;
}
