import type { AiEngine } from '../provider.ts';
import { checkText } from '../safety/safety.ts';
import { cpuGate } from '../../lib/cpu-gate.ts';
import { illustrate } from './illustrator/index.ts';
import { characterPromptText, storyPrompt } from './prompt.ts';
import { translate } from './translator/index.ts';

/** The offline engine: no network, no key, milliseconds. The default, not a placeholder. */
export function builtinEngine(): AiEngine {
  return {
    name: 'builtin',
    async translate(text, context) {
      return translate(text, { names: context?.names });
    },
    async storyToPrompt(scene, character) {
      return storyPrompt(scene, character);
    },
    async characterPrompt(character) {
      return characterPromptText(character);
    },
    async generateImage(req) {
      // a picture is CPU-heavy: at most one per core at once, a full queue answered busy (lib/cpu-gate.ts)
      return cpuGate.run('picture', () =>
        illustrate({
          prompt: req.prompt,
          style: req.style,
          seed: req.seed,
          character: req.character,
          portrait: req.portrait,
        }),
      );
    },
    async moderate(texts) {
      return checkText(texts);
    },
  };
}
