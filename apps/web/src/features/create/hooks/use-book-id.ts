import { useParams } from 'react-router';

/** A book id of the route that can name a book: not missing, not the literal 'undefined' or 'null'. */
export function isUsableBookId(id: string | undefined): id is string {
  return Boolean(id && id !== 'undefined' && id !== 'null');
}

/** The `:id` of a creation route, or null when it cannot name a book (the screen then sends the child to /main). */
export function useBookIdParam(): string | null {
  const { id } = useParams();
  return isUsableBookId(id) ? id : null;
}
