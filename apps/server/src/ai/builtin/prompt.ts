import type { CharacterSpec, StoryScene } from '../provider.ts';
import { describeDrawing } from './illustrator/describe.ts';
import { joinPrompt } from './illustrator/understand.ts';
import { translate } from './translator/index.ts';

/**
 * The built-in picture prompt keeps the child's three answers labelled (so the illustrator reads them
 * back exactly), says in words what the built-in illustrator will draw (【會畫出】 place, who, things: what it does
 * not know it does not draw, and does not list), and adds an English sentence any remote picture model understands.
 */
export function storyPrompt(scene: StoryScene, character?: CharacterSpec): string {
  const who = scene.who.trim() || character?.name.trim() || '';
  const asked = joinPrompt(who, scene.where.trim(), scene.what.trim());
  const labelled = `${asked}${describeDrawing(asked, character)}`;
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

/** The page's three fields read as one text, as the prompt labels them (the safety guard reads them together). */
export function sceneText(scene: StoryScene): string {
  return joinPrompt(scene.who.trim(), scene.where.trim(), scene.what.trim());
}

/** The main character alone; the spec's picture prompt suffix keeps the background plain. */
export function characterPromptText(c: CharacterSpec): string {
  return `${joinPrompt(c.name.trim(), '', c.features.trim())} — ${englishPhrase(c.name)}, ${englishPhrase(c.features)}, full body, white background, no shadow`;
}

function englishPhrase(zh: string): string {
  return translate(zh, { mode: 'phrase' }).replace(/[.?!]$/, '');
}
