import { STORY_STEPS } from '@storycat/contract/constants';
import { CHAT_CONTEXT_LIMITS, type ChatContext } from '@storycat/contract/chat-constants';
import { pageNumberOf, type ReadStep } from './story-pages.ts';

/**
 * What the mascot's chat knows on a page-story screen: the title, the main character and the text of the
 * story pages before this one, in reading order (so page 3's ideas go on from pages 1 and 2).
 */
export function storyChatContext(o: {
  title?: string;
  character?: { name: string; features: string } | null;
  content?: readonly ReadStep[];
  step: number;
  page: number;
}): ChatContext {
  const before = (step: number, page: number) => step < o.step || (step === o.step && page < o.page);
  const earlier = (o.content ?? [])
    .filter((s) => (STORY_STEPS as readonly number[]).includes(s.step))
    .flatMap((s) =>
      s.pages.map((p) => ({ step: s.step, page: pageNumberOf(p.page), text: p.user_input?.trim() ?? '' })),
    )
    .filter(
      (p): p is { step: number; page: number; text: string } => p.page !== null && !!p.text && before(p.step, p.page),
    )
    .sort((a, b) => a.step - b.step || a.page - b.page)
    .map((p) => p.text.slice(0, CHAT_CONTEXT_LIMITS.pageText))
    .slice(-CHAT_CONTEXT_LIMITS.pages);
  return {
    ...(o.title?.trim() ? { title: o.title.trim().slice(0, CHAT_CONTEXT_LIMITS.title) } : {}),
    ...(o.character?.name
      ? {
          character: {
            name: o.character.name.slice(0, CHAT_CONTEXT_LIMITS.name),
            features: o.character.features.slice(0, CHAT_CONTEXT_LIMITS.features),
          },
        }
      : {}),
    pages: earlier,
  };
}
