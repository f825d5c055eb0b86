import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from './constants.ts';
import { MSG } from './messages.ts';
import { validateNewPassword, validatePasswordChange, validateResetEmail } from './validation.ts';

describe('the password and reset rules both sides run', () => {
  it('asks a new password for PASSWORD_MIN characters at least', () => {
    expect(validateNewPassword('x'.repeat(PASSWORD_MIN - 1))).toBe(MSG.passwordLength);
    expect(validateNewPassword('x'.repeat(PASSWORD_MIN))).toBeNull();
  });

  it('asks a change for both fields first, then the new one’s length', () => {
    expect(validatePasswordChange({ password_old: '', password_new: 'short' })).toBe(MSG.fillEveryField);
    expect(validatePasswordChange({ password_old: 'old-one', password_new: '' })).toBe(MSG.fillEveryField);
    expect(validatePasswordChange({ password_old: 'old-one', password_new: 'abc' })).toBe(MSG.passwordLength);
    expect(validatePasswordChange({ password_old: 'old-one', password_new: 'abcdef' })).toBeNull();
  });

  it('asks a reset for an e-mail, then a well-formed one', () => {
    expect(validateResetEmail('   ')).toBe(MSG.fillEveryField);
    expect(validateResetEmail('mama@example')).toBe(MSG.invalidEmail);
    expect(validateResetEmail(' mama@example.com ')).toBeNull();
  });
});
