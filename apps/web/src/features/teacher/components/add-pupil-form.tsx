import type { LoginCard } from '@storycat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { useAddPupil } from '../api/add-pupil.ts';

export function AddPupilForm({ classId, onCards }: { classId: string; onCards: (cards: LoginCard[]) => void }) {
  const [pupil, setPupil] = useState({ name: '', username: '', password: '' });
  const add = useAddPupil();
  const flash = useFlash(6000);
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await add.mutateAsync({ classId, ...pupil });
      onCards([r.data.card]);
      setPupil({ name: '', username: '', password: '' });
      flash.show(r.msg, 'ok');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  const set = (k: keyof typeof pupil) => (e: { target: { value: string } }) =>
    setPupil({ ...pupil, [k]: e.target.value });
  return (
    <form className="card teacher-section" onSubmit={handleSubmit} aria-label={TEACHER_UI.addPupil}>
      <h2>{TEACHER_UI.addPupil}</h2>
      <div className="teacher-row">
        <TextField label={TEACHER_UI.pupilName} value={pupil.name} onChange={set('name')} maxLength={20} />
        <TextField label={TEACHER_UI.username} value={pupil.username} onChange={set('username')} maxLength={40} />
        <TextField label={TEACHER_UI.passwordOptional} value={pupil.password} onChange={set('password')} />
        <Button type="submit" disabled={add.isPending}>
          {TEACHER_UI.add}
        </Button>
      </div>
      <FlashText flash={flash} />
    </form>
  );
}
