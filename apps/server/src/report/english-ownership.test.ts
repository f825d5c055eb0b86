import { describe, expect, it } from 'vitest';
import { draftDigest, isOwnEnglish, normaliseEnglish } from './english-ownership.ts';

const served = (...drafts: string[]) => new Set(drafts.map(draftDigest));

describe('whose English (decision 0022)', () => {
  const draft = 'The little rabbit found a big red apple by the river.';

  it('a served draft saved untouched is the translator’s', () => {
    expect(isOwnEnglish(draft, served(draft))).toBe(false);
  });

  it('case, spacing and punctuation are not writing', () => {
    for (const v of [draft.toUpperCase(), `  ${draft}  `, draft.replace('.', '!'), draft.replace(/ /g, '   ')])
      expect(isOwnEnglish(v, served(draft))).toBe(false);
  });

  it('one word changed, a word added or removed, makes it hers', () => {
    for (const v of [
      draft.replace('apple', 'pear'),
      `${draft} She was happy.`,
      draft.replace('big ', ''),
      'The little rabbit found a big red apple by the lake.',
    ])
      expect(isOwnEnglish(v, served(draft))).toBe(true);
  });

  it('English with no draft served is hers; empty English is no one’s', () => {
    expect(isOwnEnglish('My cat likes fish.', served())).toBe(true);
    expect(isOwnEnglish('My cat likes fish.', served(draft))).toBe(true);
    for (const v of ['', '   ', '...!?']) expect(isOwnEnglish(v, served(draft))).toBe(false);
  });

  it('the digest is of the normalised text only', () => {
    expect(normaliseEnglish("Mimi's  apple, GLOWS!")).toBe('mimi s apple glows');
    expect(draftDigest('A b c')).toBe(draftDigest('a, B; c.'));
    expect(draftDigest('a b c')).not.toBe(draftDigest('a b d'));
  });
});
