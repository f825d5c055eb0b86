import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * A ZIP archive in memory, written by fflate (UTF-8 names, deflate): a child's export is a few MB at most, so no
 * streaming. Already-compressed pictures and PDFs are stored as they are.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [e.data, { level: /\.(png|webp|jpe?g|gif|pdf)$/i.test(e.name) ? 0 : 6 }];
  return Buffer.from(zipSync(files));
}
