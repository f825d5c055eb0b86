import { ERR, MSG, validateProfile, type Profile } from '@storycat/contract';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import type { User } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { randomToken } from '../lib/crypto.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteWithCopies } from '../storage/thumbnails.ts';
import type { AuthUser } from './auth.service.ts';
import { hasTrailingData } from './image-trailer.ts';
import type { SafetyGuard } from './safety.service.ts';
import { sharp } from '../lib/native.ts';

const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const AVATAR_SIZE = 256;
/** A decompression bomb (a tiny file that claims 50 000 × 50 000 pixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export function fileUrl(key: string | null): string | null {
  return key ? `/files/${key}` : null;
}

export function toProfile(u: User): Profile {
  return {
    username: u.username,
    point: u.point,
    name: u.name,
    email: u.email,
    avatar: fileUrl(u.avatar),
    birthday: u.birthday,
    gender: u.gender,
    acc_type: u.acc_type,
    is_trial: u.is_trial,
    guide_done: u.guide_done,
    role: u.role,
  };
}

/** Re-encodes an uploaded picture as a square WebP; EXIF/GPS and anything hidden in the file are dropped. */
export async function reencodeAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw AppError.invalid(MSG.avatarNotImage);
  }
  if (!format || !AVATAR_FORMATS.has(format)) throw AppError.invalid(MSG.avatarNotImage);
  if (hasTrailingData(input, format)) throw AppError.invalid(MSG.avatarNotImage);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw AppError.invalid(MSG.avatarNotImage);
  }
}

export function profileService({
  users,
  storage,
  safety,
}: {
  users: UserRepository;
  storage: Storage;
  safety: SafetyGuard;
}) {
  async function load(id: string) {
    const u = await users.findUserById(id);
    if (!u) throw new AppError(ERR.noUser, MSG.sessionExpired);
    return u;
  }
  return {
    async getProfile(user: AuthUser): Promise<Profile> {
      return toProfile(await load(user.id));
    },

    async updateProfile(
      user: AuthUser,
      input: { name: string; email: string; birthday?: string; gender?: string; avatar?: Buffer },
    ): Promise<Profile> {
      const problem = validateProfile(input, user.acc_type);
      if (problem) throw AppError.invalid(problem);
      // before the avatar is stored: a refused save leaves no file behind
      await safety.guard(user.id, { 'profile.name': input.name });
      const before = await load(user.id);
      let avatarKey: string | undefined;
      if (input.avatar) {
        const webp = await reencodeAvatar(input.avatar);
        // under the user's own folder, so deleting the account finds every avatar and its sized copies
        avatarKey = `avatars/${user.id}/${randomToken(6)}.webp`;
        await storage.put(avatarKey, webp, 'image/webp');
      }
      const updated = await users.updateUser(user.id, {
        name: input.name.trim(),
        email: input.email.trim(),
        birthday: input.birthday ? input.birthday : null,
        gender: input.gender ? input.gender : null,
        ...(avatarKey ? { avatar: avatarKey } : {}),
      });
      if (avatarKey && before.avatar) await deleteWithCopies(storage, before.avatar);
      if (!updated) throw new AppError(ERR.noUser, MSG.sessionExpired);
      return toProfile(updated);
    },

    async setGuideDone(user: AuthUser, done: boolean) {
      await users.updateUser(user.id, { guide_done: done });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
