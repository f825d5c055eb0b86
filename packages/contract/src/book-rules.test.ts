import { describe, expect, it } from 'vitest';
import { validateBookTitle } from './book-rules.ts';
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
