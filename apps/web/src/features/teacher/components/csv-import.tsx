import type { ImportResult, LoginCard } from '@storycat/contract';
import { useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { useImportPupils } from '../api/import-pupils.ts';

/** The rows of an import that were not created, with why; shown next to the new login cards. */
export function ImportReport({ rows }: { rows: ImportResult['errors'] }) {
  return (
    <section className="card teacher-section import-report" aria-label={TEACHER_UI.importReport}>
      <h3>⚠️ {TEACHER_UI.importReport}</h3>
      <ul>
        {rows.map((r) => (
          <li key={r.line}>
            <strong>{TEACHER_UI.line.replace('{N}', String(r.line))}</strong> {r.name || '—'}／{r.username || '—'}：
            {r.reasons.join('；')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Upload a CSV (Big5 or UTF-8, as Excel saves it) or paste a list. The new login cards and the per-row report go
 * up to the class page, which shows them together (`onCards`, `onReport`).
 */
export function CsvImport({
  classId,
  onCards,
  onReport,
}: {
  classId: string;
  onCards: (cards: LoginCard[]) => void;
  onReport: (rows: ImportResult['errors']) => void;
}) {
  const [pasted, setPasted] = useState('');
  const run = useImportPupils();
  const flash = useFlash(8000);
  const send = async (bytes: Uint8Array) => {
    onReport([]);
    try {
      const r = await run.mutateAsync({ classId, bytes });
      const result = r.data;
      onCards(result.created.map(({ name, username, password }) => ({ name, username, password })));
      onReport(result.errors);
      flash.show(r.msg, result.created.length ? 'ok' : 'error');
      if (result.errors.length === 0) setPasted('');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  const handleFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) await send(new Uint8Array(await file.arrayBuffer()));
  };
  return (
    <section className="card teacher-section" aria-label={TEACHER_UI.importCsv}>
      <h2>{TEACHER_UI.importCsv}</h2>
      <p className="hint-text">{TEACHER_UI.importHint}</p>
      <label className="btn btn-secondary file-button">
        📄 {TEACHER_UI.chooseFile}
        <input
          type="file"
          accept=".csv,text/csv,.txt"
          onChange={handleFile}
          disabled={run.isPending}
          data-testid="csv-file"
          hidden
        />
      </label>
      <label className="teacher-paste">
        {TEACHER_UI.orPaste}
        <textarea
          rows={5}
          value={pasted}
          placeholder={TEACHER_UI.csvPlaceholder}
          onChange={(e) => setPasted(e.target.value)}
        />
      </label>
      <Button
        variant="secondary"
        disabled={run.isPending || !pasted.trim()}
        onClick={() => void send(new TextEncoder().encode(pasted))}
      >
        {TEACHER_UI.importPasted}
      </Button>
      {run.isPending ? (
        <p className="hint-text" role="status">
          ⏳ {TEACHER_UI.importing}
        </p>
      ) : null}
      <FlashText flash={flash} />
    </section>
  );
}
