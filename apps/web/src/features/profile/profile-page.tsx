import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useProfile } from '../../lib/auth.ts';
import { UI } from '../../lib/messages.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { AccountData } from './components/account-data.tsx';
import { PasswordForm } from './components/password-form.tsx';
import { PaymentResultModal } from './components/payment-result-modal.tsx';
import { ProfileForm } from './components/profile-form.tsx';

/** Profile (spec part 1 §2): avatar and fields, top-up and redeem buttons, a toggle to the password form. */
export default function ProfilePage() {
  const profile = useProfile();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!profile.data) return <PageLoading />;
  return (
    <div className="page narrow">
      <h1 className="page-title">👤 {UI.profileTitle}</h1>
      <div className="card">
        <div className="profile-actions">
          <Link className="btn btn-primary" to="/point">
            <span className="emoji">⭐</span> {UI.topUp}
          </Link>
          <Link className="btn btn-secondary" to="/redeem">
            🎁 {UI.redeem}
          </Link>
          <Button variant="ghost" onClick={() => setChangingPassword((v) => !v)} aria-pressed={changingPassword}>
            {changingPassword ? `← ${UI.backToProfile}` : `🔑 ${UI.changePassword}`}
          </Button>
        </div>
        {changingPassword ? <PasswordForm /> : <ProfileForm profile={profile.data} />}
      </div>
      <div className="card">
        <AccountData />
      </div>
      <PaymentResultModal />
    </div>
  );
}
