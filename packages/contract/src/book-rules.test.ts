import { describe, expect, it } from 'vitest';
import { validateBookTitle, validateCharacter, validatePicFields } from './book-rules.ts';
import { CREATE_MSG } from './create-messages.ts';

const ok = { book_author: '王小明', book_name_ch: '小貓去冒險', book_name_en: 'The Kitten' };

describe('Step1 title rules', () => {
  it('asks for the author first, then the 10-character limit, then both titles', () => {
    expect(validateBookTitle(ok)).toBeNull();
    expect(validateBookTitle({ ...ok, book_author: ' ' })).toBe(CREATE_MSG.authorRequired);
    expect(validateBookTitle({ ...ok, book_name_en: '' })).toBe(CREATE_MSG.allFieldsRequired);
    expect(validateBookTitle({ ...ok, book_name_ch: '' })).toBe(CREATE_MSG.allFieldsRequired);
  });
  it('tells a too-long author or Chinese title even while the hidden English title is still empty', () => {
    expect(validateBookTitle({ ...ok, book_author: '歐陽小明小華小美小強', book_name_en: '' })).toBe(
      CREATE_MSG.allFieldsRequired,
    );
    expect(validateBookTitle({ ...ok, book_author: '歐陽小明小華小美小強大', book_name_en: '' })).toBe(
      CREATE_MSG.within10,
    );
    expect(validateBookTitle({ ...ok, book_name_ch: '一隻很愛吃魚的小貓咪去冒險', book_name_en: '' })).toBe(
      CREATE_MSG.within10,
    );
  });
});

describe('the character rule (Character screen, character picture tool, saved record)', () => {
  it('needs a name and features, within 10 and 25 characters after trimming', () => {
    const c = (name: string, features: string) => validateCharacter({ name, features });
    expect(c(' ', '戴帽子')).toBe(CREATE_MSG.characterFieldsRequired);
    expect(c('小貓', '')).toBe(CREATE_MSG.characterFieldsRequired);
    expect(c('貓'.repeat(11), '戴帽子')).toBe(CREATE_MSG.characterNameTooLong);
    expect(c('小貓', '毛'.repeat(26))).toBe(CREATE_MSG.characterFeaturesTooLong);
    expect(c(` ${'貓'.repeat(10)} `, ` ${'毛'.repeat(25)} `)).toBeNull();
    // characters, not UTF-16 units: a name of ten astral characters still fits
    expect(c('𠮷'.repeat(10), '毛')).toBeNull();
  });
});

describe('the who/where/what rule (page form, tour, page save, picture tools)', () => {
  it('needs one field at least, each within 15 characters after trimming', () => {
    expect(validatePicFields({ who: '', where: ' ', what: '' })).toBe(CREATE_MSG.picFieldsRequired);
    expect(validatePicFields({ who: '', where: '跑'.repeat(16), what: '' })).toBe(CREATE_MSG.picFieldTooLong);
    expect(validatePicFields({ who: ` ${'貓'.repeat(15)} `, where: '', what: '' })).toBeNull();
  });
});
