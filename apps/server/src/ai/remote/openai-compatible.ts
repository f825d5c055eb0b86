import type { Config } from '../../config.ts';
import type { AiEngine, ReportTextSection, ReportTextsRequest } from '../provider.ts';
import { createModeration } from '../safety/remote.ts';
import { createRemoteClient } from './client.ts';
import { remotePicture } from './picture/index.ts';
import { remoteCharacterPrompt, remotePagePrompt } from './picture-prompt/index.ts';
import { remoteReportTexts } from './report-texts/index.ts';
import { remoteTranslate } from './translate/index.ts';

export { remoteImagePrompt, PICTURE_PREAMBLE } from './picture/prompt.ts';
export { parseJson } from './client.ts';

/**
 * The remote engine: the AI interface on an OpenAI-compatible service. The client (client.ts) owns the SDK, the
 * time-out, the retry and the JSON parsing; each use case is a folder with its prompt and schema (translate/,
 * picture-prompt/, picture/, report-texts/). Every text answer is checked for safety; when anything fails, the
 * built-in engine answers instead and a warning is logged — except the report's sentences, whose fallback (the
 * analyser's own) is the caller's: `reportTexts` rejects and report/remote-texts.ts keeps the draft.
 */
export interface RemoteOptions {
  config: Pick<
    Config,
    'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TEXT_MODEL' | 'AI_IMAGE_MODEL' | 'AI_TIMEOUT_MS'
  > &
    Partial<Pick<Config, 'AI_MODERATION_MODEL' | 'AI_MODERATION_TIMEOUT_MS' | 'AI_IMAGE_INPUT'>>;
  fallback: AiEngine;
  log: { warn(o: object, m: string): void };
  /** which capabilities go to the remote service */
  text: boolean;
  image: boolean;
}

export function remoteEngine(o: RemoteOptions): AiEngine {
  const client = createRemoteClient(o.config);
  const moderate = createModeration(o.config, o.log, client);

  async function orFallback<T>(
    what: string,
    remote: () => Promise<T>,
    local: () => Promise<T>,
    texts?: (r: T) => string,
  ): Promise<T> {
    try {
      const r = await remote();
      // One check of the answer: `moderate` runs the local check once and, only when that passes and a
      // moderation model is configured, asks the provider too (a failure there leaves the local verdict).
      if (texts && !(await moderate(texts(r))).safe) throw new Error('unsafe answer');
      return r;
    } catch (err) {
      o.log.warn({ err: String(err), what }, 'remote AI failed; the built-in engine answers instead');
      return local();
    }
  }
  const same = (r: string) => r;

  const f = o.fallback;
  return {
    name: `remote(${o.text ? 'text' : ''}${o.text && o.image ? '+' : ''}${o.image ? 'image' : ''})`,
    translate: (text, context) =>
      o.text
        ? orFallback(
            'translate',
            () => remoteTranslate(client, text, context),
            () => f.translate(text, context),
            same,
          )
        : f.translate(text, context),
    storyToPrompt: async (scene, character) => {
      const base = await f.storyToPrompt(scene, character);
      if (!o.text) return base;
      return orFallback(
        'storyToPrompt',
        () => remotePagePrompt(client, base, scene, character),
        async () => base,
        same,
      );
    },
    characterPrompt: async (character) => {
      const base = await f.characterPrompt(character);
      if (!o.text) return base;
      return orFallback(
        'characterPrompt',
        () => remoteCharacterPrompt(client, base, character),
        async () => base,
        same,
      );
    },
    generateImage: (req) =>
      o.image
        ? orFallback(
            'generateImage',
            () => remotePicture(client, req, { imageInput: o.config.AI_IMAGE_INPUT !== 'off', log: o.log }),
            () => f.generateImage(req),
          )
        : f.generateImage(req),
    moderate,
    ...(o.text && {
      async reportTexts<S extends ReportTextSection>(req: ReportTextsRequest<S>) {
        const r = await remoteReportTexts(client, req);
        if (!(await moderate(Object.values(r))).safe) throw new Error('unsafe answer');
        return r;
      },
    }),
  };
}
