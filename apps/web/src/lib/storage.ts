import { STORAGE_KEYS } from '@storycat/contract/constants';

/** Browser storage keys of the spec (part 1 §3), read and written in one place. */
export const store = {
  token: () => localStorage.getItem(STORAGE_KEYS.token),
  setSession(token: string, isTrial: boolean) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    if (isTrial) localStorage.setItem(STORAGE_KEYS.trial, 'true');
    else localStorage.removeItem(STORAGE_KEYS.trial);
  },
  dropToken: () => localStorage.removeItem(STORAGE_KEYS.token),
  /** Which login a session came from, so an expired school session returns to the school login. */
  setLoginIsSchool: (isSchool: boolean) => localStorage.setItem('loginIsSchool', String(isSchool)),
  loginPath: () => `/login?isSchool=${localStorage.getItem('loginIsSchool') === 'true'}`,
  isTrial: () => localStorage.getItem(STORAGE_KEYS.trial) === 'true',
  /** Logout clears all local storage (spec part 1 §4). */
  clearAll: () => localStorage.clear(),
  get: (key: string) => localStorage.getItem(key),
  set: (key: string, value: string) => localStorage.setItem(key, value),
  remove: (key: string) => localStorage.removeItem(key),
};
