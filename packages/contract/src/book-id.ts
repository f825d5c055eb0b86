/** Book ids are 128 random bits in base64url (22 characters); zod-free so the web can check a link too. */
export const BOOK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isBookId(id: string | null | undefined): id is string {
  return typeof id === 'string' && BOOK_ID_PATTERN.test(id);
}
