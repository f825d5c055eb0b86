import { ERR, MSG, PRIVACY_MSG } from '@storycat/contract';
import type { AccountRepository } from '../db/repositories/account.repository.ts';
import { AppError } from '../lib/app-error.ts';
import { verifyPassword } from '../lib/crypto.ts';
import { createZip, type ZipEntry } from '../lib/zip.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteFolderWithCopies, deleteWithCopies, derivedFoldersOf } from '../storage/thumbnails.ts';
import type { AnswerCaches } from './answer-cache.ts';
import type { AuthUser } from './auth.service.ts';
import type { RateLimitService } from './rate-limit.service.ts';

type AccountData = NonNullable<Awaited<ReturnType<AccountRepository['findAccountData']>>>;

const keyOf = (url: unknown): string | undefined =>
  typeof url === 'string' && url.startsWith('/files/') ? url.slice('/files/'.length) : undefined;

/** Storage keys the account's rows point at: avatar, page pictures, character pictures, covers and cover drawings, PDFs. */
export function storedKeysOf(d: AccountData): string[] {
  const keys = new Set<string>();
  if (d.user.avatar) keys.add(d.user.avatar);
  for (const b of d.books) {
    for (const k of [keyOf(b.book_frontcover), keyOf(b.book_backcover), b.book_pdf_key, b.report_pdf_key])
      if (k) keys.add(k);
    // the child's own cover drawings (issue 24)
    for (const u of b.drawings ?? []) if (keyOf(u)) keys.add(keyOf(u)!);
  }
  for (const p of d.pages) {
    for (const u of p.story_pic_ai) if (keyOf(u)) keys.add(keyOf(u)!);
    for (const m of p.ch_story_ai.matchAll(/\/files\/([A-Za-z0-9_./-]+)/g)) keys.add(m[1]!);
  }
  // style samples are shared by every account, never the child's
  return [...keys].filter((k) => !k.includes('..') && !k.startsWith('styles/'));
}

/**
 * Folders holding only this account's files, also the ones no row points at any more (replaced pictures, earlier
 * PDFs): each book's pictures, report PDFs and book PDFs, the child's avatars and the pictures of her intro tour.
 */
export function ownedFoldersOf(d: Pick<AccountData, 'user' | 'books'>): string[] {
  return [
    `avatars/${d.user.id}`,
    `pictures/trial/${d.user.id}`,
    ...d.books.flatMap((b) => [`pictures/${b.id}`, `reports/${b.id}`, `books/${b.id}`]),
  ];
}

const json = (name: string, value: unknown): ZipEntry => ({ name, data: Buffer.from(JSON.stringify(value, null, 2)) });

/**
 * Deletes every stored file derived from the account's rows: the files the rows name, every sized copy of them
 * (thumbs/w*), the account's folders with their sized copies, and sized copies of avatars replaced before avatars had
 * a folder of their own (`avatars/<id>-<random>.webp`).
 */
export async function deleteStoredFiles(storage: Storage, data: Pick<AccountData, 'user' | 'books' | 'pages'>) {
  for (const key of storedKeysOf(data as AccountData)) await deleteWithCopies(storage, key);
  for (const folder of ownedFoldersOf(data)) await deleteFolderWithCopies(storage, folder);
  for (const folder of derivedFoldersOf('avatars'))
    for (const f of await storage.list(folder))
      if (f.key.startsWith(`${folder}/${data.user.id}-`)) await storage.delete(f.key);
}

export function accountService(d: {
  accounts: AccountRepository;
  storage: Storage;
  limits: RateLimitService;
  mailer: Mailer;
  /** kept answers (reader, shelf, page) are dropped at once here; other processes hear it from the change feed */
  answers?: Pick<AnswerCaches, 'changed'>;
}) {
  async function load(user: AuthUser): Promise<AccountData> {
    const data = await d.accounts.findAccountData(user.id);
    if (!data) throw new AppError(ERR.noUser, MSG.sessionExpired);
    return data;
  }
  return {
    /** A zip of the account: profile, each book with its pages, the point ledger, orders, and every stored file. */
    async exportArchive(user: AuthUser): Promise<Buffer> {
      const data = await load(user);
      const { password_hash: _hash, ...profile } = data.user;
      const entries: ZipEntry[] = [json('account.json', profile)];
      entries.push(
        ...data.books.map((b) =>
          json(`books/${b.id}.json`, { ...b, pages: data.pages.filter((p) => p.book_id === b.id) }),
        ),
        json('points.json', { ledger: data.ledger, orders: data.orders, redemptions: data.redemptions }),
      );
      for (const key of storedKeysOf(data)) {
        const file = await d.storage.get(key);
        if (file) entries.push({ name: `files/${key}`, data: file.body });
      }
      return createZip(entries);
    },

    /** Deletes the account after checking its password: rows first (one transaction), then the stored files. */
    async deleteAccount(user: AuthUser, password: string, ip: string): Promise<void> {
      if (!password) throw AppError.invalid(PRIVACY_MSG.passwordRequired);
      const data = await load(user);
      // The login's limits: deleting is not a way around the password-guessing limit.
      await d.limits.beforePasswordCheck(data.user.username, ip);
      if (!(await verifyPassword(password, data.user.password_hash))) {
        await d.limits.passwordFailed(data.user.username, ip);
        throw AppError.invalid(PRIVACY_MSG.passwordWrong);
      }
      await d.accounts.deleteAccount(user.id, data.user.username);
      for (const b of data.books) d.answers?.changed({ userId: user.id, bookId: b.id });
      await deleteStoredFiles(d.storage, data);
      await d.mailer.purge?.({ account: { id: user.id, email: data.user.email, username: data.user.username } });
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
