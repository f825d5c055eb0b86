import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { userRepository } from '../db/repositories/user.repository.ts';
import { createMailer } from '../mail/mailer.ts';
import { createServices } from '../services/index.ts';
import { createStorage } from '../storage/storage.ts';
import { runAdmin, UsageError, USAGE } from './admin-commands.ts';

/** `npm run admin -- <command>`: plans, bonus events, redeem codes and point grants (no admin web page yet). */
async function main(argv: string[]) {
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
    const services = createServices({
      db: handle.db,
      config,
      storage: await createStorage(config),
      mailer: createMailer(config),
      log: {
        info() {},
        warn: (o: object, m: string) => console.warn(m, o),
        error: (o: object, m: string) => console.error(m, o),
      },
    });
    await runAdmin(argv, { services, users: userRepository(handle.db), print: (l) => console.log(l) });
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof UsageError || e instanceof ConfigError) {
      console.error(`error: ${e.message}\n\n${e instanceof UsageError ? USAGE : ''}`);
      process.exit(2);
    }
    console.error(e);
    process.exit(1);
  },
);
