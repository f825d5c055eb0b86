import { z } from 'zod';
import { ACC_TYPES, GENDERS, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from './constants.ts';
import { envelope } from './envelope.ts';
import { MSG } from './messages.ts';

/** Same pattern on both sides: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const required = (s: string) => s.trim().length > 0;
const trimmed = z.string().trim();

export const accTypeSchema = z.enum(ACC_TYPES);

// Missing fields default to '' so the server answers the spec's 'fill every field' message, not a generic 400.
export const registerBody = z.object({
  username: trimmed.max(40).default(''),
  password: z.string().max(PASSWORD_MAX).default(''),
  name: trimmed.max(40).default(''),
  email: trimmed.max(120).default(''),
  acc_type: accTypeSchema.default('personal'),
  /** `/register?isTrialUserRegister=true` creates a trial account */
  trial: z.coerce.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** Client and server share the rule order, so both show the same first message. */
export function validateRegistration(b: {
  username: string;
  password: string;
  name: string;
  email: string;
}): string | null {
  if (![b.username, b.password, b.name, b.email].every(required)) return MSG.fillEveryField;
  if (b.username.trim().length < USERNAME_MIN || b.password.length < PASSWORD_MIN) return MSG.accountPasswordLength;
  if (!EMAIL_PATTERN.test(b.email.trim())) return MSG.invalidEmail;
  return null;
}

export const registerAnswer = envelope(z.object({ username: z.string(), password: z.string().optional() }).optional());

export const loginBody = z.object({
  username: trimmed.max(40).default(''),
  password: z.string().max(PASSWORD_MAX).default(''),
  acc_type: z.string().max(20).default(''),
});
export type LoginBody = z.infer<typeof loginBody>;
export function validateLogin(b: { username: string; password: string; acc_type: string }) {
  if (![b.username, b.password, b.acc_type].every(required)) return MSG.fillEveryField;
  if (!(ACC_TYPES as readonly string[]).includes(b.acc_type)) return MSG.fillEveryField;
  return null;
}
export const loginData = z.object({
  token: z.string(),
  acc_type: accTypeSchema,
  is_trial: z.boolean(),
  username: z.string(),
});
export const loginAnswer = envelope(loginData.optional());

export const resetBody = z.object({ email: trimmed.max(120).default('') });
export const resetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX),
});

export const profileData = z.object({
  username: z.string(),
  point: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  acc_type: accTypeSchema,
  is_trial: z.boolean(),
  guide_done: z.boolean(),
});
export type Profile = z.infer<typeof profileData>;
export const profileAnswer = envelope(profileData.optional());

/** POST /api/user/profile: the editable fields (username and point are display only). */
export const profileUpdateBody = z.object({
  name: trimmed.max(40).default(''),
  email: trimmed.max(120).default(''),
  birthday: trimmed.max(10).optional(),
  gender: trimmed.max(4).optional(),
});
export function validateProfile(b: { name: string; email: string; birthday?: string; gender?: string }) {
  if (!required(b.name) || !required(b.email)) return MSG.nameEmailRequired;
  if (!EMAIL_PATTERN.test(b.email.trim())) return MSG.invalidEmail;
  if (b.birthday && !isValidDate(b.birthday)) return MSG.invalidBirthday;
  if (b.gender && !(GENDERS as readonly string[]).includes(b.gender)) return MSG.invalidGender;
  return null;
}
export function isValidDate(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getTime() <= Date.now();
}

export const changePasswordBody = z.object({
  password_old: z.string().max(PASSWORD_MAX).default(''),
  password_new: z.string().max(PASSWORD_MAX).default(''),
});

export const guideDoneBody = z.object({ done: z.boolean().default(true) });
