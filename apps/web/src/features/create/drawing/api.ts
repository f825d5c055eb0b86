import type { AnswerData } from '@storycat/contract';
import type { DrawingTarget, drawingAnswer } from '@storycat/contract/drawing';
import { api } from '../../../lib/api.ts';

/** The stored drawing, and what it joined: the page's picture choices or the book's cover drawings. */
export type SavedDrawing = AnswerData<typeof drawingAnswer>;

/** POST /api/tool/drawing (issue 24): the child's PNG, re-encoded and stored by the server. */
export async function saveDrawing(
  o: { bookId: string; target: DrawingTarget; step?: number; page?: number },
  png: Blob,
): Promise<SavedDrawing> {
  const form = new FormData();
  form.set('book_id', o.bookId);
  form.set('target', o.target);
  if (o.step !== undefined) form.set('step', String(o.step));
  if (o.page !== undefined) form.set('page', String(o.page));
  form.set('drawing', png, 'drawing.png');
  return (await api.postForm<SavedDrawing>('/api/tool/drawing', form)).data;
}

/** Where the drawing in progress is kept until saved (localStorage; logging out clears it with the rest). */
export const draftKeyOf = (o: { bookId: string; target: DrawingTarget; step?: number; page?: number }) =>
  `storycat:drawing:${o.bookId}:${o.target}:${o.step ?? 0}:${o.page ?? 0}`;
