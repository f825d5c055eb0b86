import { useParams } from 'react-router';
import { TEACHER_UI, UI } from '../../lib/messages.ts';
import { usePupilBook } from './api/get-pupil-book.ts';

/**
 * A pupil's book, read-only for her teacher: cover, then each page's picture and text in reading order.
 * (The shelf issue's reusable reader can replace this view once both are on main.)
 */
export default function PupilBookPage() {
  const { pupilId = '', bookId = '' } = useParams();
  const book = usePupilBook(pupilId, bookId);
  if (book.error) return <p className="flash flash-error">⚠️ {book.error.message}</p>;
  if (!book.data) return <p>{UI.loading}</p>;
  const b = book.data;
  return (
    <div className="page teacher-page teacher-book">
      <button type="button" className="linklike" onClick={() => history.back()}>
        {TEACHER_UI.backToBooks}
      </button>
      <p className="chip">{TEACHER_UI.readOnly}</p>
      <article className="card teacher-book-cover">
        {b.cover_image ? <img src={b.cover_image} alt="" /> : null}
        <h1>{b.book_name_ch}</h1>
        <p>{b.book_name_en}</p>
        <p>✍️ {b.book_author}</p>
        {b.preface ? <p className="hint-text">{b.preface}</p> : null}
      </article>
      {b.pages.map((p) => (
        <article key={`${p.step}-${p.page}`} className="card teacher-book-page">
          {p.picture ? <img src={p.picture} alt="" /> : null}
          <div>
            <p className="story-text">{p.user_input || TEACHER_UI.emptyPage}</p>
            {p.en_user_input ? <p className="hint-text">{p.en_user_input}</p> : null}
          </div>
        </article>
      ))}
    </div>
  );
}
