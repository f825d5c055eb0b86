import { validateNewPassword, validateResetEmail } from '@storycat/contract/validation';
import { MSG } from '@storycat/contract/messages';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { ApiError } from '../../lib/api.ts';
import { UI } from '../../lib/messages.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useConfirmReset, useRequestReset } from './api/reset-password.ts';

function RequestForm() {
  const [email, setEmail] = useState('');
  const flash = useFlash(5000);
  const request = useRequestReset();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateResetEmail(email);
    if (problem) return flash.show(problem);
    try {
      const r = await request.mutateAsync(email.trim());
      flash.show(r.msg || MSG.resetMailSent, 'ok');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={UI.email}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      <FlashText flash={flash} />
      <Button type="submit" className="btn-block" disabled={request.isPending}>
        {UI.resetSend}
      </Button>
    </form>
  );
}

/** The page the mailed link opens: choose a new password with the single-use token. */
function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const flash = useFlash(5000);
  const confirm = useConfirmReset();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateNewPassword(password);
    if (problem) return flash.show(problem);
    try {
      await confirm.mutateAsync({ token, password });
      setDone(true);
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  if (done)
    return (
      <div className="form">
        <p className="flash flash-ok" role="status">
          ✅ {MSG.resetDone}
        </p>
        <Link className="btn btn-primary btn-block" to="/login?isSchool=false">
          {UI.goLogin}
        </Link>
      </div>
    );
  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <PasswordField
        label={UI.newPassword}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
      />
      <FlashText flash={flash} />
      <Button type="submit" className="btn-block" disabled={confirm.isPending}>
        {UI.resetConfirm}
      </Button>
    </form>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={token ? UI.resetNewTitle : UI.resetTitle}
      footer={<Link to="/login?isSchool=false">{UI.toLogin}</Link>}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </AuthCard>
  );
}
