import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { databaseBackend, type Database } from '../db/kysely.ts';
import { DAILY, JOBS, type JobHandlers, type JobName, type JobPayload } from './definitions.ts';
import { pgliteBossDb } from './pgboss-db.ts';

export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Runs the handlers in this process (WORKERS=inline in the server, always in worker.ts). */
  startWorkers(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
}

interface Log {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** pg-boss (and the pg driver it loads) is imported when the queue starts, not with the server (decision 0025). */
async function createBoss(db: Database): Promise<PgBoss> {
  const { PgBoss, fromPglite } = await import('pg-boss');
  const backend = databaseBackend(db);
  if (backend?.kind === 'pglite')
    return new PgBoss({ db: pgliteBossDb(db, backend.pglite, fromPglite), backend: 'pglite', schedule: false });
  // Supervision every 10 s finds jobs whose worker died (missed heartbeat) soon after it happened.
  if (backend?.kind === 'postgres')
    return new PgBoss({ connectionString: backend.url, max: 4, schedule: false, superviseIntervalSeconds: 10 });
  throw new Error('job queue: database opened outside openDatabase()');
}

/**
 * The job queue on the application's own database (pg-boss 12): jobs survive restarts and any number of
 * worker processes can share them. pg-boss starts on first use, so processes that never send or work a
 * job (most tests) pay nothing.
 */
export function createJobQueue(opts: { db: Database; log: Log; pollingIntervalSeconds?: number }): JobQueue {
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let daily: NodeJS.Timeout | undefined;

  const started = () =>
    (starting ??= (async () => {
      boss = await createBoss(opts.db);
      boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
      await boss.start();
      for (const [name, def] of Object.entries(JOBS)) {
        await boss.createQueue(name, { ...def.retry });
        // A queue made by an older release keeps its old options unless they are updated.
        await boss.updateQueue(name, { ...def.retry });
      }
      return boss;
    })());

  async function work<N extends JobName>(b: PgBoss, name: N, handler: JobHandlers[N]) {
    const def = JOBS[name];
    await b.work(
      name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, includeMetadata: true },
      async ([job]: JobWithMetadata[]) => {
        // A payload that fails validation throws, so pg-boss records the job as failed.
        const payload = def.payload.parse(job!.data) as JobPayload<N>;
        await handler(payload, { attempt: job!.retryCount, final: job!.retryCount >= def.retry.retryLimit });
      },
    );
  }

  return {
    async send(name, payload) {
      const b = await started();
      await b.send(name, JOBS[name].payload.parse(payload) as object);
    },
    async startWorkers(handlers) {
      const b = await started();
      for (const name of Object.keys(JOBS) as JobName[]) await work(b, name, handlers[name]);
      // pg-boss's cron needs its scheduler on (off here: it polls even where nothing is scheduled); a job throttled
      // to one per day, offered hourly by every working process, runs once a day all the same.
      const offerDaily = () =>
        Promise.all(DAILY.map((name) => b.sendThrottled(name, {}, null, 86_400, name))).catch((err) =>
          opts.log.error({ err }, 'daily jobs could not be sent'),
        );
      await offerDaily();
      daily = setInterval(() => void offerDaily(), 3_600_000);
      daily.unref();
      opts.log.info({ jobs: Object.keys(JOBS) }, 'job workers started');
    },
    async stop() {
      clearInterval(daily);
      if (!starting) return;
      const b = await starting.catch(() => undefined);
      await b?.stop({ graceful: true, timeout: 5000 });
      starting = undefined;
      boss = undefined;
    },
  };
}
