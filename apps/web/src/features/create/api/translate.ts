import type { TranslateData } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/tool/translate (spec part 2 §7): Chinese → English, a draft the child can edit. With the book's id its
 * names (main character, author) stay names in the English.
 */
export async function translateToEnglish(text: string, bookId?: string): Promise<string> {
  const env = await api.get<TranslateData>('/api/tool/translate', {
    translate_language: 'ch_en',
    input_text: text,
    ...(bookId ? { book_id: bookId } : {}),
  });
  return env.data.translate_text;
}

export function useTranslate(bookId?: string) {
  return useMutation({ mutationFn: (text: string) => translateToEnglish(text, bookId) });
}
