import type { LoginCard } from '@storycat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { LEVEL_UI } from '../lib/level-texts.ts';
import type { PupilOverview } from '../api/get-class.ts';
import { formatWhen } from '../lib/when.ts';
import { GivePointsForm } from './give-points-form.tsx';
import { SetPasswordModal } from './set-password-modal.tsx';

/** The class overview: one row per pupil with her work and points; tick pupils to give them points. */
export function PupilsTable(props: {
  classId: string;
  pupils: PupilOverview[];
  onCards: (cards: LoginCard[]) => void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [passwordFor, setPasswordFor] = useState<PupilOverview | null>(null);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const all = props.pupils.length > 0 && chosen.size === props.pupils.length;
  if (props.pupils.length === 0) return <p className="hint-text">{TEACHER_UI.noPupils}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="teacher-table" aria-label={TEACHER_UI.overview}>
          <thead>
            <tr>
              <th className="sticky-col">
                <input
                  type="checkbox"
                  aria-label={TEACHER_UI.selectAll}
                  checked={all}
                  onChange={() => setChosen(all ? new Set() : new Set(props.pupils.map((p) => p.id)))}
                />
              </th>
              <th className="sticky-col sticky-name">{TEACHER_UI.pupilName}</th>
              <th>{TEACHER_UI.username}</th>
              <th className="num">{TEACHER_UI.books}</th>
              <th className="num">{TEACHER_UI.pagesWritten}</th>
              <th className="num">{TEACHER_UI.wordsWritten}</th>
              <th className="num">{LEVEL_UI.levelCh}</th>
              <th>{LEVEL_UI.highlight}</th>
              <th className="num">{TEACHER_UI.points}</th>
              <th>{TEACHER_UI.lastWritten}</th>
              <th>{TEACHER_UI.actions}</th>
            </tr>
          </thead>
          <tbody>
            {props.pupils.map((p) => (
              <tr key={p.id} data-testid={`pupil-${p.username}`}>
                <td className="sticky-col">
                  <input type="checkbox" aria-label={p.name} checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />
                </td>
                <th scope="row" className="sticky-col sticky-name">
                  {p.name}
                </th>
                <td>{p.username}</td>
                <td className="num">{p.books}</td>
                <td className="num" data-testid="pages-written">
                  {p.pages_written}
                </td>
                <td className="num" data-testid="words-written">
                  {p.words_written}
                </td>
                <td className="num" data-testid="pupil-level">
                  {p.level_ch === null || p.level_ch === undefined ? (
                    <span className="hint-text">{LEVEL_UI.notMeasured}</span>
                  ) : (
                    p.level_ch.toFixed(1)
                  )}
                </td>
                <td className="highlight-cell" data-testid="pupil-highlight">
                  {p.highlight ? (
                    <>
                      {p.highlight}
                      {p.highlight_book ? <span className="hint-text">（《{p.highlight_book}》）</span> : null}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="num">{p.point}</td>
                <td data-testid="last-written">{formatWhen(p.last_written_at)}</td>
                <td>
                  <div className="actions">
                    <Link className="btn btn-secondary btn-small" to={`/teacher/pupils/${p.id}`}>
                      {TEACHER_UI.seeBooks}
                    </Link>
                    <Button variant="ghost" className="btn-small" onClick={() => setPasswordFor(p)}>
                      {TEACHER_UI.setPassword}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <GivePointsForm classId={props.classId} pupilIds={[...chosen]} />
      {passwordFor ? (
        <SetPasswordModal pupil={passwordFor} onClose={() => setPasswordFor(null)} onCard={(c) => props.onCards([c])} />
      ) : null}
    </>
  );
}
