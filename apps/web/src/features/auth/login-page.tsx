import { isStaffRole } from '@storycat/contract/constants';
import { MSG } from '@storycat/contract/messages';
import { validateLogin } from '@storycat/contract/validation';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { ApiError } from '../../lib/api.ts';
import { UI } from '../../lib/messages.ts';
import { store } from '../../lib/storage.ts';
import { AuthCard } from './components/auth-card.tsx';
import { forgetCachedAnswers, useLogin } from './api/login.ts';

/** Login (spec part 1 §2): school or personal by `?isSchool=`. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const isSchool = params.get('isSchool') === 'true';
  const navigate = useNavigate();
  // arriving from a registration: the new username is filled in and the success is said (issue S point 3)
  // after an ended session: say why, and go back to the screen that was open (its drafts are given back there)
  const arrived = (useLocation().state ?? {}) as { registered?: string; expired?: boolean; from?: string };
  const [username, setUsername] = useState(arrived.registered ?? '');
  const [password, setPassword] = useState('');
  const flash = useFlash();
  const { show } = flash;
  useEffect(() => {
    if (arrived.registered) show(MSG.registerSuccess, 'ok');
  }, [arrived.registered, show]);
  const login = useLogin();

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const acc_type = isSchool ? 'school' : 'personal';
    const problem = validateLogin({ username, password, acc_type });
    if (problem) return flash.show(problem);
    try {
      const answer = await login.mutateAsync({ username: username.trim(), password, acc_type });
      store.setSession(answer.token, answer.is_trial);
      store.setLoginIsSchool(isSchool);
      await forgetCachedAnswers();
      const back = arrived.expired && arrived.from;
      navigate(back || (isStaffRole(answer.role) ? '/teacher' : '/main'), { replace: true });
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.loginError);
    }
  };

  return (
    <AuthCard
      title={isSchool ? UI.loginTitleSchool : UI.loginTitlePersonal}
      footer={
        isSchool ? (
          <p className="hint-text">{UI.schoolForgotPassword}</p>
        ) : (
          <>
            <Link to="/register">{UI.toRegister}</Link>
            <Link to="/resetpw">{UI.toResetPassword}</Link>
          </>
        )
      }
    >
      {arrived.expired ? (
        <p className="flash flash-error" role="alert">
          ⏰ {MSG.sessionExpired}
          {UI.draftKept}
        </p>
      ) : null}
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField
          label={UI.username}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
        />
        <PasswordField
          label={UI.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
        <FlashText flash={flash} />
        <Button type="submit" className="btn-block" disabled={login.isPending}>
          {login.isPending ? UI.loggingIn : UI.login}
        </Button>
      </form>
    </AuthCard>
  );
}
