import { createHash } from 'node:crypto';

/**
 * Whose English is it (docs/decisions/0022-whose-english.md)? The server remembers a digest of every draft the
 * translator served to a child; an English text saved later is the translator's when it is one of those drafts
 * (ignoring case, spacing and punctuation, which are not writing), and the child's own otherwise — typed by her,
 * or a draft she changed a word of. Empty English belongs to no one.
 */
export function normaliseEnglish(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

export function draftDigest(text: string): string {
  return createHash('sha256').update(normaliseEnglish(text)).digest('base64url');
}

/** true = the child wrote or edited it; false = a served draft untouched, or nothing written. */
export function isOwnEnglish(text: string, servedDigests: ReadonlySet<string>): boolean {
  if (!normaliseEnglish(text)) return false;
  return !servedDigests.has(draftDigest(text));
}

/** Drafts older than this are forgotten: an English text saved after that long is read as the child's. */
export const DRAFT_KEEP_DAYS = 365;

/** Decides ownership against the drafts the server served to this child (the book repository's table). */
export async function ownEnglish(
  books: { servedTranslationDrafts(userId: string, digests: string[], days: number): Promise<Set<string>> },
  userId: string,
  text: string,
): Promise<boolean> {
  if (!normaliseEnglish(text)) return false;
  const digest = draftDigest(text);
  return isOwnEnglish(text, await books.servedTranslationDrafts(userId, [digest], DRAFT_KEEP_DAYS));
}
