import type { StyleItem } from '@storycat/contract';
import { ART_STYLES } from '../ai/styles.ts';
import type { AiEngine } from '../ai/index.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * GET /api/style: every art style with a sample picture drawn by the engine in that style. Samples are
 * rendered once, kept in storage (shared by all server processes) and served from cacheable /files URLs.
 */
const SAMPLE_PROMPT = '【誰】小貓【在哪裡】花園【做什麼】放風箏';
// Bump when the illustrator's look changes so old samples are redrawn.
const SAMPLE_VERSION = 2;

export function styleService(d: { ai: AiEngine; storage: Storage }) {
  let ready: Promise<StyleItem[]> | undefined;

  async function sample(id: string): Promise<string> {
    const key = `styles/sample-${id}-v${SAMPLE_VERSION}.png`;
    if (!(await d.storage.get(key))) {
      const png = await d.ai.generateImage({ prompt: SAMPLE_PROMPT, style: id, seed: 1 });
      await d.storage.put(key, png, 'image/png');
    }
    return `/files/${key}`;
  }

  async function build(): Promise<StyleItem[]> {
    const items: StyleItem[] = [];
    for (const s of ART_STYLES) items.push({ id: s.id, name: s.name, image: await sample(s.id) });
    return items;
  }

  return {
    listStyles(): Promise<StyleItem[]> {
      ready ??= build().catch((err: unknown) => {
        ready = undefined;
        throw err;
      });
      return ready;
    },
  };
}
export type StyleService = ReturnType<typeof styleService>;
