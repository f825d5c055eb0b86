import type { CharacterSpec, StoryScene } from '../provider.ts';
import { translate } from './translator/index.ts';

/**
 * The built-in picture prompt keeps the child's three answers labelled (so the illustrator reads them
 * back exactly) and adds an English sentence any remote picture model understands.
 */
export function storyPrompt(scene: StoryScene, character?: CharacterSpec): string {
  const who = scene.who.trim() || character?.name.trim() || '';
  const labelled = `【誰】${who}【在哪裡】${scene.where.trim()}【做什麼】${scene.what.trim()}`;
  const parts = [
    who && englishPhrase(who),
    scene.what.trim() && englishPhrase(scene.what),
    scene.where.trim() && `in/at ${englishPhrase(scene.where)}`,
  ].filter(Boolean);
  const looks = character
    ? ` The main character ${englishPhrase(character.name)} is ${englishPhrase(character.features)}.`
    : '';
  return `${labelled} — ${parts.join(', ')}.${looks} Children's picture-book illustration, bright and friendly.`;
}

/** The main character alone; the spec's picture prompt suffix keeps the background plain. */
export function characterPromptText(c: CharacterSpec): string {
  return `【誰】${c.name.trim()}【在哪裡】【做什麼】${c.features.trim()} — ${englishPhrase(c.name)}, ${englishPhrase(c.features)}, full body, white background, no shadow`;
}

function englishPhrase(zh: string): string {
  return translate(zh, { mode: 'phrase' }).replace(/[.?!]$/, '');
}
