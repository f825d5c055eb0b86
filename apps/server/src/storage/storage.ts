import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { assertSafeKey, contentTypeFor } from './keys.ts';

/**
 * Where pictures, avatars and PDFs live. Keys are relative paths such as `avatars/<id>.webp`; they are
 * served under /files/<key> by the files route, so the same key works with either backend.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix/` (all depths) with when it was written: for sweeping files no row owns. */
  list(prefix: string): Promise<StoredKey[]>;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

export { assertSafeKey, contentTypeFor } from './keys.ts';

export function localStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const p = full(key);
      await fs.mkdir(path.dirname(p), { recursive: true });
      // write-then-rename so a reader never sees half a file
      const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, p);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(full(key)), contentType: contentTypeFor(key) };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafeKey(`${prefix}/x`);
      await fs.rm(path.join(root, prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      assertSafeKey(`${prefix}/x`);
      const out: StoredKey[] = [];
      const walk = async (rel: string) => {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await fs.readdir(path.join(root, rel), { withFileTypes: true });
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw e;
        }
        for (const e of entries) {
          const key = `${rel}/${e.name}`;
          if (e.isDirectory()) await walk(key);
          else if (!e.name.endsWith('.tmp')) out.push({ key, modifiedAt: (await fs.stat(path.join(root, key))).mtime });
        }
      };
      await walk(prefix);
      return out;
    },
  };
}

/** In-memory storage for tests; `clock` dates what is written (tests of the sweeps set it). */
export function memoryStorage(clock: () => Date = () => new Date()): Storage & { keys(): string[] } {
  const m = new Map<string, { body: Buffer; contentType: string; modifiedAt: Date }>();
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      m.set(key, { body, contentType, modifiedAt: clock() });
    },
    async get(key) {
      const f = m.get(key);
      return f ? { body: f.body, contentType: f.contentType } : undefined;
    },
    async delete(key) {
      m.delete(key);
    },
    async deletePrefix(prefix) {
      for (const k of [...m.keys()]) if (k.startsWith(`${prefix}/`)) m.delete(k);
    },
    async list(prefix) {
      return [...m].filter(([k]) => k.startsWith(`${prefix}/`)).map(([key, f]) => ({ key, modifiedAt: f.modifiedAt }));
    },
    keys: () => [...m.keys()],
  };
}

export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === 's3') {
    const { s3Storage } = await import('./s3-storage.ts');
    return s3Storage(config);
  }
  return localStorage(path.join(config.dataDir, 'files'));
}
