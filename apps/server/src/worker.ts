import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { createMailer } from './mail/mailer.ts';
import { createServices } from './services/index.ts';
import { createStorage } from './storage/storage.ts';

/**
 * Job workers without HTTP (`npm run worker`): run as many as needed beside servers started with
 * WORKERS=off. They share the queue through the database (PostgreSQL; the embedded database belongs to
 * one process, so there the server's inline workers are the ones to use).
 */
async function main() {
  const config = loadConfigOrExit();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  const log = {
    info: (o: object, m: string) => console.log(JSON.stringify({ level: 'info', msg: m, ...o })),
    warn: (o: object, m: string) => console.warn(JSON.stringify({ level: 'warn', msg: m, ...o })),
    error: (o: object, m: string) =>
      console.error(JSON.stringify({ level: 'error', msg: m, ...o, err: String((o as { err?: unknown }).err ?? '') })),
  };
  const storage = await createStorage(config);
  const services = createServices({ db: handle.db, config, storage, mailer: createMailer(config), log });
  await services.jobs.startWorkers(jobHandlers(services));

  const shutdown = async () => {
    await services.jobs.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main();
