import { useParams } from 'react-router';
import { BookReader } from '../../components/book-reader/book-reader.tsx';
import { TEACHER_UI, UI } from '../../lib/messages.ts';
import { usePupilBook } from './api/get-pupil-book.ts';

/** A pupil's book in the shared picture-book reader, read-only for her teacher. */
export default function PupilBookPage() {
  const { pupilId = '', bookId = '' } = useParams();
  const book = usePupilBook(pupilId, bookId);
  if (book.error) return <p className="flash flash-error">⚠️ {book.error.message}</p>;
  if (!book.data) return <p>{UI.loading}</p>;
  return (
    <div className="page teacher-page teacher-book">
      <button type="button" className="linklike" onClick={() => history.back()}>
        {TEACHER_UI.backToBooks}
      </button>
      <p className="chip">{TEACHER_UI.readOnly}</p>
      <BookReader book={book.data} />
    </div>
  );
}
