import type { LoginCard } from '@storycat/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { TEACHER_UI } from '../../../lib/messages.ts';
import { useSetPupilPassword } from '../api/set-password.ts';

/** School accounts cannot reset their own password (spec part 1): the teacher sets it here. */
export function SetPasswordModal(props: {
  pupil: { id: string; name: string; username: string };
  onClose: () => void;
  onCard: (card: LoginCard) => void;
}) {
  const [password, setPassword] = useState('');
  const change = useSetPupilPassword();
  const flash = useFlash(6000);
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await change.mutateAsync({ pupilId: props.pupil.id, password });
      props.onCard(r.data.card);
      props.onClose();
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <Modal title={`${TEACHER_UI.setPassword}：${props.pupil.name}（${props.pupil.username}）`} onClose={props.onClose}>
      <form className="form" onSubmit={handleSubmit}>
        <TextField label={TEACHER_UI.newPassword} value={password} onChange={(e) => setPassword(e.target.value)} />
        <FlashText flash={flash} />
        <div className="teacher-row">
          <Button type="submit" disabled={change.isPending}>
            {TEACHER_UI.save}
          </Button>
          <Button variant="ghost" onClick={props.onClose}>
            {TEACHER_UI.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
