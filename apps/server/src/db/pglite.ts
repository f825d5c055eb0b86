import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { once } from '../lib/once.ts';

const require = createRequire(import.meta.url);

/**
 * PGlite's WebAssembly (9 MB), read and compiled once per process, started before PGlite's own modules are loaded.
 * Left to PGlite, it is read and compiled only when its modules have been loaded and its start has reached it — in
 * the server, after the app's modules, which hold the main thread meanwhile; the compile (off the main thread) then
 * ran while the main thread had nothing left to do but wait for it. Started first, the compile overlaps the loading
 * of the app (decision 0025, cold start). (Its file bundle is left to PGlite: handed over as a Blob it cost more
 * main-thread time to unpack than reading it early saved.)
 */
const pgliteWasm = once(() =>
  fs.promises.readFile(require.resolve('@electric-sql/pglite/pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
);

/**
 * The embedded PostgreSQL (PGlite), opened in one place. This module imports nothing heavy, so the server's entry
 * can start the database before the rest of the server is loaded (decision 0025, cold start).
 */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  const wasm = pgliteWasm();
  wasm.catch(() => undefined); // awaited below; never an unhandled rejection while PGlite's modules load
  const { PGlite, types } = await import('@electric-sql/pglite');
  let dir = 'memory://';
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    await fs.promises.mkdir(dir, { recursive: true });
  }
  return PGlite.create(dir, {
    pgliteWasmModule: await wasm,
    // bigint counts (count(*)) as numbers; dates stay strings (yyyy-mm-dd), so a birthday never shifts by a time zone
    parsers: { [types.INT8]: (v: string) => Number(v), [types.DATE]: (v: string) => v },
  });
}

/** An embedded database being opened ahead of the configuration, for the folder it was opened in. */
export interface EarlyPglite {
  dataDir: string;
  pglite: Promise<PGlite>;
}

/**
 * Starts opening the embedded database in `dataDir` when it already holds one (PG_VERSION); a new folder (initdb,
 * ≈ seconds) is created after the configuration was validated, as before, so a bad configuration never leaves a
 * half-made database behind.
 */
export function openEarly(dataDir: string | undefined): EarlyPglite | undefined {
  if (!dataDir || !fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) return undefined;
  const pglite = createPglite(dataDir);
  pglite.catch(() => undefined); // the error is the awaiting caller's; never an unhandled rejection meanwhile
  return { dataDir, pglite };
}

/** Closes an early database that will not be used (another folder, PostgreSQL, a bad configuration). */
export async function closeEarly(early: EarlyPglite | undefined): Promise<void> {
  const p = await early?.pglite.catch(() => undefined);
  if (p && !p.closed) await p.close();
}
