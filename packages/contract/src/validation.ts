import { ACC_TYPES, GENDERS, PASSWORD_MIN, USERNAME_MIN } from './constants.ts';
import { MSG } from './messages.ts';

/** Validation rules shared by the server and the web (zod-free, so the web bundle stays small). */
/** Same pattern on both sides: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const required = (s: string) => s.trim().length > 0;

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

/** The e-mail of a password-reset request. */
export function validateResetEmail(email: string): string | null {
  if (!required(email)) return MSG.fillEveryField;
  return EMAIL_PATTERN.test(email.trim()) ? null : MSG.invalidEmail;
}

/** A new password (reset, change): its length rule and text, the same on both sides. */
export function validateNewPassword(password: string): string | null {
  return password.length < PASSWORD_MIN ? MSG.passwordLength : null;
}

/** Change password: both fields, then the new one's rule. */
export function validatePasswordChange(b: { password_old: string; password_new: string }): string | null {
  if (!b.password_old || !b.password_new) return MSG.fillEveryField;
  return validateNewPassword(b.password_new);
}

export function validateLogin(b: { username: string; password: string; acc_type: string }) {
  if (![b.username, b.password, b.acc_type].every(required)) return MSG.fillEveryField;
  if (!(ACC_TYPES as readonly string[]).includes(b.acc_type)) return MSG.fillEveryField;
  return null;
}

/**
 * Profile save (spec part 1 §5: name and e-mail required). A pupil's school account is made by the teacher
 * without an e-mail, so for school accounts the e-mail may stay empty (but must be valid when given).
 */
export function validateProfile(
  b: { name: string; email: string; birthday?: string; gender?: string },
  accType: 'personal' | 'school' = 'personal',
) {
  if (!required(b.name) || (accType === 'personal' && !required(b.email))) return MSG.nameEmailRequired;
  if (required(b.email) && !EMAIL_PATTERN.test(b.email.trim())) return MSG.invalidEmail;
  if (b.birthday && !isValidDate(b.birthday)) return MSG.invalidBirthday;
  if (b.gender && !(GENDERS as readonly string[]).includes(b.gender)) return MSG.invalidGender;
  return null;
}

export function isValidDate(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getTime() <= Date.now();
}
