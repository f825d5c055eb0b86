import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageData } from '@storycat/contract';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { ApiError } from '../../../lib/api.ts';
import { store } from '../../../lib/storage.ts';
import { savePageData, useInvalidateBook, type PageKey, type PagePatch } from '../api/page-data.ts';
import { useMascotError } from '../components/route-mascot.tsx';
import { useRememberBook } from './use-page-route.ts';

/** What the cat says when an action fails: the server's own text, else the spec's refresh-and-retry. */
export function failureText(e: unknown): string {
  return e instanceof ApiError && e.message ? e.message : CREATE_MSG.refreshAndRetry;
}

/** A page row opened but never written: the server counts it, but it is not a page done yet (issue S point 10). */
export function isUnwrittenPage(p: PageData): boolean {
  return p.exists && !p.user_input.trim() && !p.en_user_input.trim() && !p.user_pic_select;
}

/**
 * The working parts every page editor (story, picture, layout) shares, so each screen is its fields and markup:
 * the book remembered for the guides, the cat's error bubble, one action at a time (`busy` names which), a save
 * that refreshes everything the page shows up in, and one way of saying a failure.
 */
export function usePageEditor<Action extends string = 'save'>(pageKey: PageKey) {
  useRememberBook(pageKey.bookId);
  const navigate = useNavigate();
  const mascot = useMascotError();
  const invalidate = useInvalidateBook(pageKey.bookId);
  const [busy, setBusy] = useState<Action | null>(null);

  /**
   * POST /api/book/data with the patch, then refreshes the page, the book's page count, the read view and the
   * shelf — unless the action goes on to change the page again and refreshes once at its end.
   */
  async function save(patch: PagePatch, o: { refresh?: boolean } = {}): Promise<PageData> {
    const result = await savePageData(pageKey, patch);
    if (o.refresh !== false) await invalidate();
    return result;
  }

  /** Runs one action while the others wait; a failure is said by the cat. Answers whether it succeeded. */
  async function act(action: Action, run: () => Promise<void>): Promise<boolean> {
    setBusy(action);
    try {
      await run();
      return true;
    } catch (e) {
      mascot.say(failureText(e));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { ...pageKey, isTrial: store.isTrial(), navigate, mascot, invalidate, busy, save, act };
}
