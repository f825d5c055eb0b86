import { z } from 'zod';
import { ACC_TYPES, PASSWORD_MAX } from './constants.ts';
import { envelope } from './envelope.ts';

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

export const registerData = z.object({ username: z.string(), password: z.string().optional() });
export type RegisterData = z.infer<typeof registerData>;
export const registerAnswer = envelope(registerData.optional());

export const loginBody = z.object({
  username: trimmed.max(40).default(''),
  password: z.string().max(PASSWORD_MAX).default(''),
  acc_type: z.string().max(20).default(''),
});
export type LoginBody = z.infer<typeof loginBody>;
export const loginData = z.object({
  /** "user", "teacher" or "school_admin": teachers land on /teacher */
  role: z.string().optional(),
  token: z.string(),
  acc_type: accTypeSchema,
  is_trial: z.boolean(),
  username: z.string(),
});
export type LoginData = z.infer<typeof loginData>;
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
  /** "user", "teacher" or "school_admin": a teacher reading a pupil's report keeps her console's navigation */
  role: z.string(),
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

export const changePasswordBody = z.object({
  password_old: z.string().max(PASSWORD_MAX).default(''),
  password_new: z.string().max(PASSWORD_MAX).default(''),
});

export const guideDoneBody = z.object({ done: z.boolean().default(true) });
