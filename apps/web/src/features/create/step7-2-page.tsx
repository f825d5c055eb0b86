import { Navigate } from 'react-router';
import { CoverChooser } from './components/cover-chooser.tsx';
import { useBookIdParam } from './hooks/use-book-id.ts';

/** /step7_2/{id}: choose the back cover (progress 60). */
export default function Step7BackCoverPage() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <CoverChooser key={bookId} bookId={bookId} side="back" />;
}
