import { MSG } from '@storycat/contract/messages';
import { validateRegistration } from '@storycat/contract/validation';
import { PRIVACY_MSG } from '@storycat/contract/privacy-messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api.ts';
import { UI } from '../../lib/messages.ts';
import { AuthCard } from './components/auth-card.tsx';
import { useRegister } from './api/register.ts';

function CopyRow({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // clipboard refused (e.g. insecure context): the text stays selectable
    }
  };
  return (
    <div className="copy-row">
      <span className="copy-label">{label}</span>
      <code className="copy-value">{value}</code>
      <Button variant="secondary" onClick={() => void handleCopy()}>
        {copied ? UI.copied : UI.copy}
      </Button>
    </div>
  );
}

/** Register (spec part 1 §2); `?isTrialUserRegister=true` makes a trial account and shows its credentials. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const isTrial = params.get('isTrialUserRegister') === 'true';
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', username: '', password: '' });
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const flash = useFlash();
  const register = useRegister();
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: e.target.value });

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateRegistration(form);
    if (problem) return flash.show(problem);
    try {
      await register.mutateAsync({ ...form, trial: isTrial });
      if (isTrial) setCreated({ username: form.username.trim(), password: form.password });
      else navigate('/login?isSchool=false', { replace: true, state: { registered: form.username.trim() } });
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.registerError);
    }
  };

  return (
    <AuthCard
      title={isTrial ? UI.trialRegisterTitle : UI.registerTitle}
      footer={<Link to="/login?isSchool=false">{UI.toLogin}</Link>}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField label={UI.name} value={form.name} onChange={set('name')} autoComplete="name" />
        <TextField label={UI.email} type="email" value={form.email} onChange={set('email')} autoComplete="email" />
        <TextField
          label={UI.username}
          value={form.username}
          onChange={set('username')}
          autoComplete="username"
          autoCapitalize="none"
          hint={UI.passwordHint}
        />
        <PasswordField
          label={UI.password}
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
        />
        <p className="hint-text">
          {PRIVACY_MSG.registerNotice}
          <Link to="/privacy">{UI.privacyLink}</Link>
        </p>
        <FlashText flash={flash} />
        <Button type="submit" className="btn-block" disabled={register.isPending}>
          {register.isPending ? UI.registering : UI.register}
        </Button>
      </form>
      {created ? (
        <Modal title={UI.trialCreatedTitle} onClose={() => navigate('/login?isSchool=false')}>
          <p>{UI.trialCreatedBody}</p>
          <CopyRow label={UI.username} value={created.username} />
          <CopyRow label={UI.password} value={created.password} />
          <Link className="btn btn-primary btn-block" to="/login?isSchool=false">
            {UI.goLogin}
          </Link>
        </Modal>
      ) : null}
    </AuthCard>
  );
}
