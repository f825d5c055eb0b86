import type { Config } from '../config.ts';
import type { Database } from '../db/kysely.ts';
import { bookRepository } from '../db/repositories/book.repository.ts';
import { rateLimitRepository } from '../db/repositories/rate-limit.repository.ts';
import { reportRepository } from '../db/repositories/report.repository.ts';
import { sessionRepository } from '../db/repositories/session.repository.ts';
import { userRepository } from '../db/repositories/user.repository.ts';
import { createJobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { authService } from './auth.service.ts';
import { profileService } from './profile.service.ts';
import { rateLimitService } from './rate-limit.service.ts';
import { reportPdfService } from './report-pdf.service.ts';
import { reportService } from './report.service.ts';
import { seedService } from './seed.service.ts';
import { seedStoryService } from './seed-story.service.ts';

export interface ServiceDeps {
  db: Database;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

/** Wires repositories and adapters into services once per app. Routes reach them as `app.services`. */
export function createServices(deps: ServiceDeps) {
  const users = userRepository(deps.db);
  const sessions = sessionRepository(deps.db);
  const limits = rateLimitService(rateLimitRepository(deps.db));
  const books = bookRepository(deps.db);
  const reports = reportRepository(deps.db);
  /** background jobs (src/jobs): sent from here, worked in-process (WORKERS=inline) or by worker.ts */
  const jobs = createJobQueue({ db: deps.db, log: deps.log });
  return {
    jobs,
    /** factories for the e2e seed routes, which exist only with NODE_ENV=test */
    seed: seedService(deps.db),
    limits,
    auth: authService({ ...deps, users, sessions, limits }),
    profile: profileService({ users, storage: deps.storage }),
    /** the report's e2e factory (POST /api/test/story-books) */
    seedStory: seedStoryService(books),
    report: reportService({ books, reports, users, storage: deps.storage, jobs }),
    reportPdf: reportPdfService({ books, reports, storage: deps.storage, log: deps.log }),
  };
}
export type Services = ReturnType<typeof createServices>;
