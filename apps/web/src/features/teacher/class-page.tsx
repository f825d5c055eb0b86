import type { ImportResult, LoginCard } from '@storycat/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { ApiError } from '../../lib/api.ts';
import { TEACHER_UI, UI } from '../../lib/messages.ts';
import { useClassDetail } from './api/get-class.ts';
import { useRenameClass } from './api/rename-class.ts';
import { AddPupilForm } from './components/add-pupil-form.tsx';
import { CardsPanel } from './components/cards-panel.tsx';
import { ConcernsPanel } from './components/concerns-panel.tsx';
import { CsvImport, ImportReport } from './components/csv-import.tsx';
import { LevelDistribution } from './components/level-distribution.tsx';
import { PupilsTable } from './components/pupils-table.tsx';

function ClassName({ classId, name }: { classId: string; name: string }) {
  const [editing, setEditing] = useState<string | null>(null);
  const rename = useRenameClass();
  const flash = useFlash();
  const handleSave = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await rename.mutateAsync({ classId, name: editing ?? '' });
      setEditing(null);
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  if (editing === null)
    return (
      <div className="teacher-row">
        <h1 className="page-title">{name}</h1>
        <Button variant="ghost" className="btn-small" onClick={() => setEditing(name)}>
          ✏️ {TEACHER_UI.rename}
        </Button>
      </div>
    );
  return (
    <form className="teacher-row" onSubmit={handleSave}>
      <input
        aria-label={TEACHER_UI.newClassName}
        value={editing}
        maxLength={30}
        onChange={(e) => setEditing(e.target.value)}
      />
      <Button type="submit">{TEACHER_UI.save}</Button>
      <Button variant="ghost" onClick={() => setEditing(null)}>
        {TEACHER_UI.cancel}
      </Button>
      <FlashText flash={flash} />
    </form>
  );
}

/** /teacher/classes/:classId: the class overview, adding pupils, printing cards, passwords and points. */
export default function ClassPage() {
  const { classId = '' } = useParams();
  const detail = useClassDetail(classId);
  // One-time passwords live only here, in memory, until printed.
  const [cards, setCards] = useState<LoginCard[]>([]);
  const [report, setReport] = useState<ImportResult['errors']>([]);
  const addCards = (more: LoginCard[]) =>
    setCards((old) => [...old.filter((c) => !more.some((m) => m.username === c.username)), ...more]);
  // new cards or a report from the forms below: bring the outcome into view
  const outcome = useRef<HTMLDivElement>(null);
  const seen = cards.length + report.length;
  useEffect(() => {
    if (seen) outcome.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [seen]);
  if (detail.error) return <p className="flash flash-error">⚠️ {detail.error.message}</p>;
  if (!detail.data) return <p>{UI.loading}</p>;
  const { pupils } = detail.data;
  const sum = (k: 'books' | 'pages_written' | 'words_written') => pupils.reduce((n, p) => n + p[k], 0);
  return (
    <div className="page teacher-page">
      <Link to="/teacher">{TEACHER_UI.backToClasses}</Link>
      <ClassName classId={classId} name={detail.data.class.name} />
      <div className="overview-stats" aria-label={TEACHER_UI.overview}>
        <div>
          <strong>{pupils.length}</strong> {TEACHER_UI.pupilCount}
        </div>
        <div>
          <strong>{sum('books')}</strong> {TEACHER_UI.totalBooks}
        </div>
        <div>
          <strong>{sum('pages_written')}</strong> {TEACHER_UI.totalPages}
        </div>
        <div>
          <strong>{sum('words_written')}</strong> {TEACHER_UI.totalWords}
        </div>
      </div>
      <div className="import-outcome" ref={outcome}>
        <CardsPanel classId={classId} className={detail.data.class.name} cards={cards} onClear={() => setCards([])} />
        {report.length ? <ImportReport rows={report} /> : null}
      </div>
      <ConcernsPanel classId={classId} />
      <section className="card teacher-section">
        <h2>{TEACHER_UI.overview}</h2>
        {pupils.length ? <LevelDistribution pupils={pupils} /> : null}
        <PupilsTable classId={classId} pupils={pupils} onCards={addCards} />
      </section>
      <div className="teacher-two">
        <AddPupilForm classId={classId} onCards={addCards} />
        <CsvImport classId={classId} onCards={addCards} onReport={setReport} />
      </div>
    </div>
  );
}
