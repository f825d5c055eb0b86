import type { TranslateContext } from '../../provider.ts';
import type { RemoteClient } from '../client.ts';
import { TRANSLATE_TASK } from './prompt.ts';
import { translationAnswer } from './schema.ts';

/** A child's sentence in English from the remote model (the book's names joined as data). */
export async function remoteTranslate(client: RemoteClient, text: string, context?: TranslateContext): Promise<string> {
  const data: Record<string, string> = context?.names?.length ? { text, names: context.names.join('、') } : { text };
  return (await client.askJson(TRANSLATE_TASK, data, translationAnswer)).english;
}
