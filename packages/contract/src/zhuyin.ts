import { z } from 'zod';
import { envelope } from './envelope.ts';

/** POST /api/tool/zhuyin: zhuyin for up to 40 texts (a whole book's pages and titles) in one call. */
export const zhuyinBody = z.object({ texts: z.array(z.string().max(300)).min(1).max(40) });
/** Per text, per character: [character, zhuyin or null for non-Chinese characters]. */
export const rubyText = z.array(z.tuple([z.string(), z.string().nullable()]));
export type RubyText = z.infer<typeof rubyText>;
export const zhuyinAnswer = envelope(z.array(rubyText).optional());
