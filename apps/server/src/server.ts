import { embeddedDataDir } from './config-paths.ts';
import { openEarly } from './db/pglite.ts';

// The server's entry stays light (decision 0025, cold start): the embedded database of an existing DATA_DIR starts
// opening first — its WebAssembly compiled and its files read off the main thread — and the rest of the server
// (the configuration's schema, Kysely, Fastify, the routes and engines) is loaded meanwhile. `start` validates the
// configuration and uses this database only when it names the same folder.
const early = openEarly(embeddedDataDir());
const { start } = await import('./start.ts');
await start(early);
