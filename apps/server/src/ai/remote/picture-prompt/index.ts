import type { CharacterSpec, StoryScene } from '../../provider.ts';
import type { RemoteClient } from '../client.ts';
import { CHARACTER_PORTRAIT_TAIL, CHARACTER_PROMPT_TASK, PAGE_PROMPT_TASK } from './prompt.ts';
import { picturePromptAnswer } from './schema.ts';

/**
 * The prompts keep the built-in engine's labelled Chinese part (`base`, before ' — '), so the built-in illustrator
 * can still read who / where / what; the model's English replaces what follows.
 */
const labelled = (base: string) => base.split(' — ')[0];

export async function remotePagePrompt(
  client: RemoteClient,
  base: string,
  scene: StoryScene,
  character?: CharacterSpec,
): Promise<string> {
  const data = { ...scene, character_name: character?.name ?? '', character_features: character?.features ?? '' };
  const r = await client.askJson(PAGE_PROMPT_TASK, data, picturePromptAnswer);
  return `${labelled(base)} — ${r.prompt}`;
}

export async function remoteCharacterPrompt(client: RemoteClient, base: string, c: CharacterSpec): Promise<string> {
  const r = await client.askJson(CHARACTER_PROMPT_TASK, { name: c.name, features: c.features }, picturePromptAnswer);
  return `${labelled(base)} — ${r.prompt}${CHARACTER_PORTRAIT_TAIL}`;
}
