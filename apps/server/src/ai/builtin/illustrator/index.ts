import { hashString, seeded } from './random.ts';
import { composeSvg, rasterise } from './render.ts';
import { STYLES, findStyle } from './style.ts';
import { portrait, understand, type CharacterSpec } from './understand.ts';

export { STYLES, findStyle, type ArtStyle } from './style.ts';
export type { CharacterSpec } from './understand.ts';

export interface IllustrationRequest {
  prompt: string;
  style: string;
  /** the page's generation number: a regeneration gives another composition */
  seed: number;
  character?: CharacterSpec;
  /** the main character alone on a light background */
  portrait?: boolean;
}

/** The offline illustrator: prompt → plan → SVG → PNG 1024×768. Deterministic for prompt + style + seed. */
export async function illustrate(req: IllustrationRequest): Promise<Buffer> {
  return rasterise(illustrateSvg(req), findStyle(req.style) ?? STYLES[0]!);
}

export function illustrateSvg(req: IllustrationRequest): string {
  const style = findStyle(req.style) ?? STYLES[0]!;
  const plan = req.portrait ? portrait(req.prompt, req.character) : understand(req.prompt, req.character);
  const rnd = seeded(
    hashString(`${req.prompt}\u0000${req.character?.name ?? ''}`) ^ Math.imul(req.seed + 1, 0x9e3779b1),
  );
  return composeSvg(plan, style, rnd);
}
