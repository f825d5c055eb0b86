import type { LoginCard } from '@storycat/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { useDownloadCards } from '../api/download-cards.ts';

/** The passwords just set, kept only in this page's memory until the teacher has printed them. */
export function CardsPanel(props: { classId: string; className: string; cards: LoginCard[]; onClear: () => void }) {
  const download = useDownloadCards();
  const flash = useFlash();
  if (props.cards.length === 0) return null;
  const handlePrint = async () => {
    try {
      await download.mutateAsync({
        classId: props.classId,
        cards: props.cards,
        fileName: `${props.className}${TEACHER_UI.cardsFileSuffix}`,
      });
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <section className="card teacher-section cards-panel" aria-label={TEACHER_UI.cardsTitle}>
      <h2>🪪 {TEACHER_UI.cardsTitle}</h2>
      <p className="hint-text">{TEACHER_UI.cardsHint}</p>
      <table className="teacher-table">
        <thead>
          <tr>
            <th>{TEACHER_UI.pupilName}</th>
            <th>{TEACHER_UI.username}</th>
            <th>{TEACHER_UI.password}</th>
          </tr>
        </thead>
        <tbody>
          {props.cards.map((c) => (
            <tr key={c.username}>
              <td>{c.name}</td>
              <td>{c.username}</td>
              <td className="mono">{c.password}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="teacher-row">
        <Button onClick={() => void handlePrint()} disabled={download.isPending}>
          🖨️ {TEACHER_UI.printCards}
        </Button>
        <Button variant="ghost" onClick={props.onClear}>
          {TEACHER_UI.clearCards}
        </Button>
      </div>
      <FlashText flash={flash} />
    </section>
  );
}
