import path from 'node:path';

/**
 * Where the data lives, without the configuration's schema (zod): the server's light entry (`server.ts`) opens the
 * embedded database from it before anything else is loaded (decision 0025, cold start). `config.ts` resolves
 * DATA_DIR with the same function, so both read the same folder.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A relative DATA_DIR is read from the repository's root, not from the folder npm runs the server in (apps/server). */
export function resolveDataDir(dataDir: string): string {
  return path.resolve(REPO_ROOT, dataDir);
}

/**
 * The folder of the embedded database as the configuration will read it (an empty variable counts as unset, the
 * default is ./data), or undefined when DATABASE_URL names a PostgreSQL server. `config.ts` still validates both.
 */
export function embeddedDataDir(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.DATABASE_URL) return undefined;
  return resolveDataDir(env.DATA_DIR || './data');
}
