import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/tool/translate (spec part 2 §7): Chinese → English, a draft the child can edit. */
export async function translateToEnglish(text: string): Promise<string> {
  const env = await api.get<{ translate_text: string }>('/api/tool/translate', {
    translate_language: 'ch_en',
    input_text: text,
  });
  return env.data?.translate_text ?? '';
}

export function useTranslate() {
  return useMutation({ mutationFn: translateToEnglish });
}
