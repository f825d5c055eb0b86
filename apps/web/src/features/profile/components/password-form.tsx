import { MSG } from '@storycat/contract/messages';
import { validatePasswordChange } from '@storycat/contract/validation';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { UI } from '../../../lib/messages.ts';
import { useChangePassword } from '../api/change-password.ts';

export function PasswordForm() {
  const [oldPw, setOldPw] = useState('');
  const [newPw, setNewPw] = useState('');
  const flash = useFlash();
  const change = useChangePassword();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validatePasswordChange({ password_old: oldPw, password_new: newPw });
    if (problem) return flash.show(problem);
    try {
      const r = await change.mutateAsync({ password_old: oldPw, password_new: newPw });
      setOldPw('');
      setNewPw('');
      flash.show(r.msg || MSG.passwordChanged, 'ok');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-label={UI.changePassword}>
      <PasswordField
        label={UI.oldPassword}
        value={oldPw}
        onChange={(e) => setOldPw(e.target.value)}
        autoComplete="current-password"
      />
      <PasswordField
        label={UI.newPassword}
        value={newPw}
        onChange={(e) => setNewPw(e.target.value)}
        autoComplete="new-password"
      />
      <FlashText flash={flash} />
      <Button type="submit" disabled={change.isPending}>
        {UI.changePassword}
      </Button>
    </form>
  );
}
