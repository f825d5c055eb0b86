import type { ImageRequest } from '../../provider.ts';
import type { RemoteClient } from '../client.ts';
import { remoteImagePrompt } from './prompt.ts';
import { sharp } from '../../../lib/native.ts';

/**
 * A page or character picture from the remote service. The English part of the prompt (after ' — ') is described;
 * with the character's portrait as `reference` (and AI_IMAGE_INPUT not off) the service is asked through
 * images/edits so the hero looks the same on every page, and a service that refuses image input draws the page from
 * the words alone.
 */
export async function remotePicture(
  client: RemoteClient,
  req: ImageRequest,
  o: { imageInput: boolean; log: { warn(o: object, m: string): void } },
): Promise<Buffer> {
  const english = req.prompt.includes(' — ') ? req.prompt.split(' — ').slice(1).join(' — ') : req.prompt;
  let bytes: Uint8Array;
  if (req.reference && o.imageInput) {
    try {
      bytes = await client.image({ text: remoteImagePrompt(english, req.style, true), images: [req.reference] });
    } catch (err) {
      o.log.warn({ err: String(err) }, 'remote image with a reference failed; drawing from the words only');
      bytes = await client.image(remoteImagePrompt(english, req.style, false));
    }
  } else bytes = await client.image(remoteImagePrompt(english, req.style, false));
  // Every picture in a book has the same shape: 1024×768 PNG.
  return sharp(Buffer.from(bytes)).resize(1024, 768, { fit: 'cover' }).png().toBuffer();
}
