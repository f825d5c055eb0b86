import { Link, useParams } from 'react-router';
import { TEACHER_UI, UI } from '../../lib/messages.ts';
import { usePupilBooks } from './api/get-pupil-books.ts';
import { formatWhen } from './lib/when.ts';

/** /teacher/pupils/:pupilId: a pupil's books, to read them or open their reports. */
export default function PupilBooksPage() {
  const { pupilId = '' } = useParams();
  const books = usePupilBooks(pupilId);
  if (books.error) return <p className="flash flash-error">⚠️ {books.error.message}</p>;
  if (!books.data) return <p>{UI.loading}</p>;
  const { pupil } = books.data;
  return (
    <div className="page teacher-page">
      <button type="button" className="linklike" onClick={() => history.back()}>
        {TEACHER_UI.backToClass}
      </button>
      <h1 className="page-title">
        {pupil.name}（{pupil.username}）{TEACHER_UI.pupilBooks}
      </h1>
      {books.data.books.length === 0 ? <p className="hint-text">{TEACHER_UI.noBooks}</p> : null}
      <table className="teacher-table">
        <thead>
          <tr>
            <th>{TEACHER_UI.title}</th>
            <th className="num">{TEACHER_UI.pagesWritten}</th>
            <th className="num">{TEACHER_UI.wordsWritten}</th>
            <th>{TEACHER_UI.updated}</th>
            <th>{TEACHER_UI.actions}</th>
          </tr>
        </thead>
        <tbody>
          {books.data.books.map((b) => (
            <tr key={b.book_id}>
              <td>{b.title || '—'}</td>
              <td className="num">{b.pages}</td>
              <td className="num">{b.words}</td>
              <td>{formatWhen(b.updated_at)}</td>
              <td>
                <div className="actions">
                  <Link className="btn btn-secondary btn-small" to={`/teacher/pupils/${pupil.id}/books/${b.book_id}`}>
                    📖 {TEACHER_UI.read}
                  </Link>
                  {/* The report screen (/report/:id) lets the pupil's teacher in through access.canReadBook. */}
                  <Link className="btn btn-ghost btn-small" to={`/report/${b.book_id}`}>
                    📊 {TEACHER_UI.report}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
