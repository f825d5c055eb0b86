import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { closeEarly, type EarlyPglite } from './db/pglite.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';
import { createStorage } from './storage/storage.ts';
import { APP_NAME } from '@storycat/contract/book-texts';

/** The server (`server.ts` is its light entry); `early` is the embedded database the entry started opening. */
export async function start(early: EarlyPglite | undefined) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    // a bad configuration prints which variable and stops with code 2, the early database closed first
    await closeEarly(early);
    console.error(e.message);
    process.exit(2);
  }
  const pglite = early && !config.DATABASE_URL && early.dataDir === config.dataDir ? early.pglite : undefined;
  if (early && !pglite) void closeEarly(early);
  // The database opens while the app's modules load (decision 0025): the embedded PostgreSQL compiles its
  // WebAssembly off the main thread and reads its files, time in which the routes, services and engines are
  // evaluated. Nothing is served before both are done and every migration has run.
  const [handle, { buildApp }] = await Promise.all([
    openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, pglite }).then(async (h) => {
      await migrateToLatest(h.db);
      return h;
    }),
    import('./app.ts'),
  ]);
  const storage = await createStorage(config);
  const mailer = createMailer(config);
  const app = await buildApp({ config, db: handle.db, storage, mailer });
  app.log.info(
    { database: handle.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'postgresql', mail: mailer.describe },
    'storycat starting',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${APP_NAME.full} is ready at ${config.publicUrl}`);
  // The tables built on first use (OpenCC, the safety check's, the illustrator's, jieba's, pinyin's) are warmed
  // now, between requests, so neither the first answer nor a child's first check pays for them (decision 0025).
  const { warmUp } = await import('./warm-up.ts');
  const t = performance.now();
  void warmUp(app.server).then(() => app.log.debug({ ms: Math.round(performance.now() - t) }, 'warmed up'));
}
