import { PRIVACY_MSG } from '@storycat/contract/privacy-messages';
import { MSG } from '@storycat/contract/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';
import { useDeleteAccount, useDownloadMyData } from '../api/account-data.ts';

/** Privacy: download everything as a zip; delete the account after a confirmation with the password. */
export function AccountData() {
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  const flash = useFlash();
  const handleDownload = async () => {
    try {
      await download.mutateAsync();
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  return (
    <div className="profile-actions" aria-label={PRIVACY_MSG.exportButton}>
      <Button variant="ghost" onClick={handleDownload} disabled={download.isPending}>
        📦 {PRIVACY_MSG.exportButton}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        🗑️ {PRIVACY_MSG.deleteButton}
      </Button>
      <FlashText flash={flash} />
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const flash = useFlash();
  const remove = useDeleteAccount();
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return flash.show(PRIVACY_MSG.passwordRequired);
    try {
      await remove.mutateAsync(password);
      // Nothing of the account may stay on a shared school tablet.
      store.clearAll();
      window.location.replace('/');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  return (
    <Modal title={PRIVACY_MSG.deleteConfirmTitle} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <p>{PRIVACY_MSG.deleteConfirmText}</p>
        <PasswordField
          label={PRIVACY_MSG.passwordLabel}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
        <FlashText flash={flash} />
        <div className="profile-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {PRIVACY_MSG.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={remove.isPending}>
            {PRIVACY_MSG.deleteConfirmYes}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
