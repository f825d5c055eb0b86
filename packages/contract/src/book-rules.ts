import {
  AUTHOR_MAX,
  CHARACTER_FEATURES_MAX,
  CHARACTER_NAME_MAX,
  MAX_PAGES,
  PIC_FIELD_MAX,
  PREFACE_MAX,
  STORY_STEPS,
  TITLE_MAX,
  TRIAL_MAX_PAGES,
} from './constants.ts';
import { CREATE_MSG } from './create-messages.ts';

/** Rules of the creation flow shared by the server and the web (zod-free). Lengths count characters, not bytes. */
export const charLength = (s: string) => [...s].length;

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type CornerName = (typeof CORNERS)[number];
export const DEFAULT_CORNER: CornerName = 'bottom-left';

/**
 * Step1 (spec part 2 §5): author first (with its shake), then the 10-character limit of what the child typed,
 * then both titles. The limit comes before the titles: the English title is hidden until translated, so a child
 * whose author name or Chinese title is too long would otherwise only be told to fill a field she cannot see.
 */
export function validateBookTitle(b: {
  book_author: string;
  book_name_ch: string;
  book_name_en: string;
}): string | null {
  if (!b.book_author.trim()) return CREATE_MSG.authorRequired;
  if (charLength(b.book_name_ch.trim()) > TITLE_MAX || charLength(b.book_author.trim()) > AUTHOR_MAX)
    return CREATE_MSG.within10;
  if (!b.book_name_ch.trim() || !b.book_name_en.trim()) return CREATE_MSG.allFieldsRequired;
  return null;
}

export function validatePreface(preface: string): string | null {
  if (!preface.trim()) return CREATE_MSG.prefaceRequired;
  if (charLength(preface.trim()) > PREFACE_MAX) return CREATE_MSG.prefaceTooLong;
  return null;
}

/**
 * who / where / what of a picture (spec part 2 §5): at least one, each at most 15 characters (trimmed). The one rule
 * for the page form, the tour, the page save and the picture tools.
 */
export function validatePicFields(f: { who: string; where: string; what: string }): string | null {
  const values = [f.who, f.where, f.what].map((v) => v.trim());
  if (values.every((v) => !v)) return CREATE_MSG.picFieldsRequired;
  if (values.some((v) => charLength(v) > PIC_FIELD_MAX)) return CREATE_MSG.picFieldTooLong;
  return null;
}

/**
 * The main character (spec part 2 §4): name and features required, name ≤ 10, features ≤ 25 characters (trimmed).
 * The one rule for the Character screen, the character picture tool and the saved character record.
 */
export function validateCharacter(c: { name: string; features: string }): string | null {
  if (!c.name.trim() || !c.features.trim()) return CREATE_MSG.characterFieldsRequired;
  if (charLength(c.name.trim()) > CHARACTER_NAME_MAX) return CREATE_MSG.characterNameTooLong;
  if (charLength(c.features.trim()) > CHARACTER_FEATURES_MAX) return CREATE_MSG.characterFeaturesTooLong;
  return null;
}

export function pageQuota(isTrial: boolean): number {
  return isTrial ? TRIAL_MAX_PAGES : MAX_PAGES;
}

export function isStoryStep(step: number): boolean {
  return (STORY_STEPS as readonly number[]).includes(step);
}

/** The page label of the read view: `page_N`. */
export const pageLabel = (n: number) => `page_${n}`;
