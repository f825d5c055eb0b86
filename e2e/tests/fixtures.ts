import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DATA_DIR, SEED_TOKEN } from '../playwright.config.ts';

export { expect };

export interface SeededUser {
  id: string;
  username: string;
  password: string;
  token: string;
}

export interface SeedBookOptions {
  book_name_ch: string;
  book_name_en: string;
  book_author: string;
  preface: string;
  pages: number;
  texts: { ch: string; en: string }[];
  positions: ('top-left' | 'top-right' | 'bottom-left' | 'bottom-right')[];
  covers: boolean;
}
export interface SeededBook {
  book_id: string;
  /** /files/... address of each page's picture */
  pictures: string[];
}

let counter = 0;
/** A unique, valid username per call (≥ 6 characters). */
export function uniqueName(prefix = 'kid') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
}

export const test = base.extend<{
  /** Creates a user through the test-only seed route. */
  seedUser: (
    o?: Partial<{
      point: number;
      acc_type: 'personal' | 'school';
      is_trial: boolean;
      guide_done: boolean;
      name: string;
      email: string;
    }>,
  ) => Promise<SeededUser>;
  /** Opens the app already signed in as the user (token in localStorage, overlays dismissed). */
  signIn: (u: SeededUser, opts?: { isTrial?: boolean }) => Promise<void>;
  /** Creates a finished book (pages with text and real PNG pictures, covers, preface) for a user. */
  seedBook: (u: SeededUser, o?: Partial<SeedBookOptions>) => Promise<SeededBook>;
}>({
  seedUser: async ({ request }, use) => {
    await use(async (o = {}) => {
      const res = await request.post('/api/test/users', {
        headers: { 'x-seed-token': SEED_TOKEN },
        data: { username: uniqueName(), ...o },
      });
      const body = await res.json();
      if (!body.state) throw new Error(`seed failed: ${JSON.stringify(body)}`);
      return body.data as SeededUser;
    });
  },
  seedBook: async ({ request }, use) => {
    await use(async (u, o = {}) => {
      const res = await request.post('/api/test/books', {
        headers: { 'x-seed-token': SEED_TOKEN },
        data: { user_id: u.id, ...o },
      });
      const body = await res.json();
      if (!body.state) throw new Error(`seed book failed: ${JSON.stringify(body)}`);
      return body.data as SeededBook;
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (u, opts = {}) => {
      await page.addInitScript(
        ([token, trial]) => {
          if (!localStorage.getItem('token') && !sessionStorage.getItem('seeded')) {
            localStorage.setItem('token', token as string);
            if (trial) localStorage.setItem('trial', 'true');
            sessionStorage.setItem('seeded', '1');
          }
          localStorage.setItem('screenSizeWarningDismissed', 'true');
          sessionStorage.setItem('systemUpgradeModalShown', 'true');
        },
        [u.token, Boolean(opts.isTrial)],
      );
    });
  },
});

/** Dismisses the once-per-session upgrade notice so the screen under test is visible. */
export async function skipOverlays(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('systemUpgradeModalShown', 'true');
    localStorage.setItem('screenSizeWarningDismissed', 'true');
  });
}

/** The newest mail in the server's outbox addressed to `to`. */
export async function lastMailTo(to: string): Promise<{ to: string; subject: string; text: string }> {
  const dir = path.join(DATA_DIR, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const mail = JSON.parse(await fs.readFile(path.join(dir, f), 'utf8'));
      if (mail.to === to) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export const SHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/**
 * A school with its teacher `teacher<tag>` (password teacher123), signed in over the API, and one class: the start of
 * every teacher-console test that prepares its pupils by API.
 */
export async function seedSchoolClass(
  request: APIRequestContext,
  o: { tag: string; school: string; className: string; name?: string; point?: number },
): Promise<{ token: string; auth: { authorization: string }; classId: string }> {
  const seeded = await request.post('/api/test/schools', {
    headers: { 'x-seed-token': SEED_TOKEN },
    data: { school: o.school, username: `teacher${o.tag}`, password: 'teacher123', name: o.name, point: o.point },
  });
  expect((await seeded.json()).state).toBe(true);
  const login = await request.post('/api/user/login', {
    data: { username: `teacher${o.tag}`, password: 'teacher123', acc_type: 'school' },
  });
  const token = (await login.json()).data.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/teacher/classes', { headers: auth, data: { name: o.className } });
  return { token, auth, classId: (await made.json()).data.id as string };
}
