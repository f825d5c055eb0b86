import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './kysely.ts';

const MIGRATION_FILE = /\.(ts|js)$/;
const isMigrationFile = (f: string) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts');

/** Timestamped migration files in ./migrations, applied in name order, never edited after they land. */
class DirectoryProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.dir)).filter(isMigrationFile).sort();
    const out: Record<string, Migration> = {};
    for (const f of files)
      out[f.replace(MIGRATION_FILE, '')] = await import(pathToFileURL(path.join(this.dir, f)).href);
    return out;
  }
}

/**
 * True when every migration file is already recorded as applied — the usual start: then nothing is imported, locked
 * or run (one query instead of the migrator's lock and bookkeeping). A new database (no table yet), a missing name or
 * a name without a file takes the migrator's full, locked path.
 */
async function upToDate(db: Database, dir: string): Promise<boolean> {
  const names = (await fs.readdir(dir)).filter(isMigrationFile).map((f) => f.replace(MIGRATION_FILE, ''));
  try {
    const r = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(r.rows.map((x) => x.name));
    // exactly the files: a recorded name with no file is the migrator's error to raise (older code, newer data)
    return done.size === names.length && names.every((n) => done.has(n));
  } catch {
    return false;
  }
}

export async function migrateToLatest(db: Database): Promise<void> {
  const dir = path.join(import.meta.dirname, 'migrations');
  if (await upToDate(db, dir)) return;
  const migrator = new Migrator({ db, provider: new DirectoryProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
