import type { BookRepository } from '../db/repositories/book.repository.ts';

/** A test factory behind POST /api/test/story-books (registered only with NODE_ENV=test). */
export function seedStoryService(books: BookRepository) {
  return {
    async createStoryBook(b: {
      userId: string;
      book_name_ch: string;
      book_name_en: string;
      book_author: string;
      zh: string[];
      en: string[];
    }) {
      const book = await books.insertBook({ ...b, style: '1' });
      for (const [i, text] of b.zh.entries())
        await books.upsertPage(book.id, 3, i + 1, { user_input: text, en_user_input: b.en[i] ?? '' });
      return { book_id: book.id };
    },
  };
}
