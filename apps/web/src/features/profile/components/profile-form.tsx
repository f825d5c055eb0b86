import { validateProfile } from '@storycat/contract/validation';
import { GENDERS, AVATAR_MAX_BYTES } from '@storycat/contract/constants';
import { MSG } from '@storycat/contract/messages';
import type { Profile } from '@storycat/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../../components/ui/flash.tsx';
import { ApiError } from '../../../lib/api.ts';
import { UI } from '../../../lib/messages.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileForm({ profile }: { profile: Profile }) {
  const [form, setForm] = useState({
    name: profile.name,
    email: profile.email,
    birthday: profile.birthday ?? '',
    gender: profile.gender ?? '',
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const flash = useFlash();
  const update = useUpdateProfile();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const handleAvatar = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) return flash.show(MSG.avatarNotImage);
    if (file.size > AVATAR_MAX_BYTES) return flash.show(MSG.avatarTooLarge);
    setAvatar(file);
    setPreview(URL.createObjectURL(file));
  };
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateProfile({ name: form.name, email: form.email }, profile.acc_type);
    if (problem) return flash.show(problem);
    try {
      const r = await update.mutateAsync({ ...form, avatar });
      // show the re-encoded picture the server keeps, not the local preview
      setAvatar(null);
      setPreview(null);
      flash.show(r.msg || MSG.modifiedSuccessfully, 'ok');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : MSG.networkError);
    }
  };
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [k]: e.target.value });
  const shown = preview ?? profile.avatar;

  return (
    <form className="form profile-form" onSubmit={handleSubmit} noValidate>
      <div className="avatar-row">
        <div className="avatar-big">{shown ? <img src={shown} alt={UI.avatar} /> : <span aria-hidden>🙂</span>}</div>
        <label className="btn btn-secondary">
          📷 {UI.changeAvatar}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={handleAvatar}
            hidden
            data-testid="avatar-input"
          />
        </label>
      </div>
      <TextField label={UI.username} value={profile.username} readOnly disabled />
      <TextField label={UI.point} value={String(profile.point)} readOnly disabled />
      <TextField label={UI.name} value={form.name} onChange={set('name')} autoComplete="name" />
      <TextField label={UI.email} type="email" value={form.email} onChange={set('email')} autoComplete="email" />
      <TextField
        label={UI.birthday}
        type="date"
        value={form.birthday}
        onChange={set('birthday')}
        max={new Date().toISOString().slice(0, 10)}
      />
      <fieldset className="field gender">
        <legend>{UI.gender}</legend>
        {GENDERS.map((g) => (
          <label key={g} className={`chip ${form.gender === g ? 'chip-on' : ''}`}>
            <input type="radio" name="gender" value={g} checked={form.gender === g} onChange={set('gender')} />
            {g}
          </label>
        ))}
      </fieldset>
      <FlashText flash={flash} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? UI.saving : UI.save}
      </Button>
    </form>
  );
}
