import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { useGivePoints } from '../api/give-points.ts';

const newKey = () => crypto.randomUUID();

/** Gives each ticked pupil the same number of points from the school's pool. */
export function GivePointsForm({ classId, pupilIds }: { classId: string; pupilIds: string[] }) {
  const [amount, setAmount] = useState('10');
  // One key per intended gift: a double click or a retry after a network error never gives twice.
  const [key, setKey] = useState(newKey);
  const give = useGivePoints();
  const flash = useFlash();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await give.mutateAsync({ classId, pupilIds, amount: Number(amount), key });
      setKey(newKey());
      flash.show(r.msg, 'ok');
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) setKey(newKey());
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <form className="teacher-row give-points" onSubmit={handleSubmit} aria-label={TEACHER_UI.givePoints}>
      <TextField
        label={`${TEACHER_UI.givePoints}（${pupilIds.length}）`}
        type="number"
        min={1}
        max={1000}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={TEACHER_UI.pointsEach}
      />
      <Button type="submit" disabled={give.isPending}>
        <span className="emoji">⭐</span> {TEACHER_UI.give}
      </Button>
      <FlashText flash={flash} />
    </form>
  );
}
