import type { Profile } from '@storycat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/auth.ts';

export interface ProfileForm {
  name: string;
  email: string;
  birthday: string;
  gender: string;
  avatar: File | null;
}

/** POST /api/user/profile as multipart form data (the avatar file rides along when chosen). */
export const updateProfile = async (f: ProfileForm) => {
  const form = new FormData();
  form.set('name', f.name);
  form.set('email', f.email);
  form.set('birthday', f.birthday);
  form.set('gender', f.gender);
  if (f.avatar) form.set('avatar', f.avatar);
  return api.postForm<Profile>('/api/user/profile', form);
};

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (r) => qc.setQueryData(profileQuery.queryKey, r.data),
  });
}
