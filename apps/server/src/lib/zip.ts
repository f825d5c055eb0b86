import { createRequire } from 'node:module';
import type * as Fflate from 'fflate';
import { once } from './once.ts';

// fflate builds its deflate tables when it is loaded: on the first export, not at every start (decision 0025)
const require = createRequire(import.meta.url);
const fflate = once(() => require('fflate') as typeof Fflate);

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * A ZIP archive in memory, written by fflate (UTF-8 names, deflate): a child's export is a few MB at most, so no
 * streaming. Already-compressed pictures and PDFs are stored as they are.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const files: Fflate.Zippable = {};
  for (const e of entries) files[e.name] = [e.data, { level: /\.(png|webp|jpe?g|gif|pdf)$/i.test(e.name) ? 0 : 6 }];
  return Buffer.from(fflate().zipSync(files));
}
