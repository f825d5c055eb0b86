import type { CharacterImgData } from '@storycat/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type CharacterPicture = CharacterImgData;

/** GET /api/tool/character-img: the main character alone, drawn in the book's style (owner only). */
export async function fetchCharacterPicture(q: {
  bookId: string;
  name: string;
  features: string;
  style: string;
  /** 1 for the first drawing, the next number for each regenerate (another picture each time) */
  seed: number;
}): Promise<CharacterPicture> {
  const env = await api.get<CharacterPicture>('/api/tool/character-img', {
    name: q.name,
    features: q.features,
    style: q.style,
    book_id: q.bookId,
    seed: q.seed,
  });
  return env.data;
}

export function useCharacterPicture() {
  return useMutation({ mutationFn: fetchCharacterPicture });
}
