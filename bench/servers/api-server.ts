/**
 * A server process for the API benchmark, so the load generator never shares an event loop with it.
 * `hello <port>`: a bare Fastify hello-world. `app <port> <dataDir>`: the Storycat app on the embedded
 * database (PGlite in dataDir), seeded with 200 users × 10 books × 12 pages. Prints `READY <json>` when listening.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { memoryStorage } from '../../apps/server/src/storage/storage.ts';
import { seedLibrary } from '../lib/seed.ts';

const [mode, portArg, dataDir] = process.argv.slice(2);
const port = Number(portArg);

if (mode === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`READY {}`);
} else {
  const config = loadConfig({
    NODE_ENV: 'production',
    ECPAY_MODE: 'stage',
    // a benchmark server, not a shop: the public test merchant is allowed explicitly
    ECPAY_ALLOW_TEST_MERCHANT: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir!,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    WORKERS: 'off',
  });
  const handle = await openDatabase({ dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  const t = performance.now();
  const { users, pages } = await seedLibrary(handle.db, { users: 200, books: 10, prefix: 'bench' });
  const seedMs = Math.round(performance.now() - t);
  const mailer = { describe: 'none', send: async () => {} };
  const app = await buildApp({ config, db: handle.db, storage: memoryStorage(), mailer, serveWeb: false });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ seedMs, pages, users: users.map((u) => [u.token, u.bookIds]) })}`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => handle.close())
        .then(() => process.exit(0)),
  );
}
