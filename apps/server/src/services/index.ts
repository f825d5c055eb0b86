import type { Config } from '../config.ts';
import { createAiEngine } from '../ai/index.ts';
import { createChatModel } from '../ai/chat/index.ts';
import { builtinChatModel } from '../ai/chat/builtin/engine.ts';
import type { Database } from '../db/kysely.ts';
import { bookRepository } from '../db/repositories/book.repository.ts';
import { pictureRepository } from '../db/repositories/picture.repository.ts';
import { rateLimitRepository } from '../db/repositories/rate-limit.repository.ts';
import { sessionRepository } from '../db/repositories/session.repository.ts';
import { userRepository } from '../db/repositories/user.repository.ts';
import { paymentRepository } from '../db/repositories/payment.repository.ts';
import { planRepository } from '../db/repositories/plan.repository.ts';
import { pointRepository } from '../db/repositories/point.repository.ts';
import { promotionRepository } from '../db/repositories/promotion.repository.ts';
import { reportRepository } from '../db/repositories/report.repository.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { schoolRepository } from '../db/repositories/school.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { authService } from './auth.service.ts';
import { accountService } from './account.service.ts';
import { maintenanceService } from './maintenance.service.ts';
import { accountRepository } from '../db/repositories/account.repository.ts';
import { chatService } from './chat.service.ts';
import { profileService } from './profile.service.ts';
import { rateLimitService } from './rate-limit.service.ts';
import { paymentService } from './payment.service.ts';
import { planService } from './plan.service.ts';
import { pointService } from './point.service.ts';
import { promotionService } from './promotion.service.ts';
import { sandboxCheckoutService } from './sandbox-checkout.service.ts';
import { schoolSeedService, seedService } from './seed.service.ts';
import { bookInfoService, type StyleCatalog } from './book-info.service.ts';
import { pageService } from './page.service.ts';
import { styleService } from './style.service.ts';
import { toolService } from './tool.service.ts';
import { drawingService } from './drawing.service.ts';
import { accessService } from './access.service.ts';
import { bookAccessService } from './book-access.ts';
import { classService } from './teacher/class.service.ts';
import { pupilWorkService } from './teacher/pupil-work.service.ts';
import { schoolAdminService } from './teacher/school-admin.service.ts';
import { schoolPointsService } from './teacher/school-points.service.ts';
import { readerService } from './reader.service.ts';
import { answerCaches } from './answer-cache.ts';
import { openChangeFeed } from '../db/change-feed.ts';
import { reportPdfService } from './report-pdf.service.ts';
import { reportService } from './report.service.ts';
import { bookPdfService } from './book-pdf.service.ts';
import { findArtStyle } from '../ai/styles.ts';
import { safetyEventRepository } from '../db/repositories/safety-event.repository.ts';
import { safetyService } from './safety.service.ts';

export interface ServiceDeps {
  db: Database;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
  /** the time for the password-guessing waits; tests pass a fixed clock instead of waiting */
  clock?: () => Date;
}

/** Wires repositories and adapters into services once per app. Routes reach them as `app.services`. */
export function createServices(deps: ServiceDeps) {
  const users = userRepository(deps.db);
  const sessions = sessionRepository(deps.db);
  const rateLimits = rateLimitRepository(deps.db);
  const limits = rateLimitService(rateLimits, deps.clock);
  const points = pointService({ db: deps.db, points: pointRepository(deps.db) });
  const plans = planRepository(deps.db);
  const payments = paymentRepository(deps.db);
  const planSvc = planService({ db: deps.db, plans });
  const payment = paymentService({ ...deps, payments, plans, planService: planSvc, points });
  const books = bookRepository(deps.db);
  /** the reader, shelf and page answers, dropped by the change feed when their book changes */
  const answers = answerCaches();
  const changeFeed = openChangeFeed(
    deps.db,
    {
      change: (c) => answers.changed(c),
      user: (userId) => auth.forgetUser(userId),
      live: (isLive) => {
        answers.setLive(isLive);
        auth.setLive(isLive);
      },
    },
    (m) => deps.log.warn({}, m),
  );
  const schools = schoolRepository(deps.db);
  /** background jobs (src/jobs): sent from here, worked in-process (WORKERS=inline) or by worker.ts */
  const jobs = createJobQueue({ db: deps.db, log: deps.log });
  /** the teacher–pupil relation (classes, pupils) */
  const access = accessService({ schools });
  /** the one access policy for books (owner / teacher / school admin / share; one 404, one id check) */
  const bookAccess = bookAccessService({ books, schools });
  /** every text a child or teacher writes passes `safety.guard` before it is stored or sent (issue M) */
  const ai = createAiEngine(deps.config, deps.log);
  const safety = safetyService({
    events: safetyEventRepository(deps.db),
    // the local check, and with a remote provider also its moderation endpoint (the local verdict decides on failure)
    moderate: (texts) => ai.moderate(texts),
    users,
    schools,
    access,
    jobs,
    mailer: deps.mailer,
    consoleUrl: `${deps.config.publicUrl}/teacher`,
    log: deps.log,
  });
  const styleCatalog: StyleCatalog = { has: (id) => Boolean(findArtStyle(id)) };
  const bookInfo = bookInfoService({
    db: deps.db,
    books,
    points,
    styles: styleCatalog,
    access: bookAccess,
    answers,
    safety,
  });
  const reports = reportRepository(deps.db);
  const builtinChat = builtinChatModel();
  const schoolAdmin = schoolAdminService({ schools, users });
  const schoolPoints = schoolPointsService({ db: deps.db, schools, points, access });
  const auth = authService({ ...deps, users, sessions, limits, points, safety });
  return {
    changeFeed,
    jobs,
    /** the hourly sweeps of what is kept only for a while (outbox, unowned tour pictures, attempt counters) */
    maintenance: maintenanceService({ storage: deps.storage, mailer: deps.mailer, rateLimits, clock: deps.clock }),
    ai,
    safety,
    account: accountService({
      accounts: accountRepository(deps.db),
      storage: deps.storage,
      limits,
      mailer: deps.mailer,
      answers,
    }),
    tool: toolService({
      ai,
      books,
      pictures: pictureRepository(deps.db),
      storage: deps.storage,
      limits,
      log: deps.log,
      answers,
      safety,
      access: bookAccess,
    }),
    drawing: drawingService({
      access: bookAccess,
      pictures: pictureRepository(deps.db),
      storage: deps.storage,
      limits,
      answers,
    }),
    styles: styleService({ ai, storage: deps.storage }),
    bookInfo,
    pages: pageService({ db: deps.db, books, access: bookAccess, answers, safety }),
    /** factories for the e2e seed routes, which exist only with NODE_ENV=test */
    seed: seedService(deps.db, points, deps.storage),
    chat: chatService({
      model: createChatModel(deps.config, builtinChat),
      fallback: builtinChat,
      limits,
      log: deps.log,
      safety,
    }),
    access,
    bookAccess,
    teacherClasses: classService({
      db: deps.db,
      schools,
      users,
      sessions,
      forgetSessions: auth.forgetUser,
      access,
      safety,
      loginUrl: `${deps.config.publicUrl}/login?isSchool=true`,
    }),
    pupilWork: pupilWorkService({ schools, books, access }),
    schoolPoints,
    schoolAdmin,
    schoolSeed: schoolSeedService({ db: deps.db, schoolAdmin, schoolPoints }),
    limits,
    points,
    plans: planSvc,
    payment,
    sandboxCheckout: sandboxCheckoutService({ account: payment.account, payments }),
    promotions: promotionService({ db: deps.db, promotions: promotionRepository(deps.db), points, limits }),
    auth,
    profile: profileService({ users, storage: deps.storage, safety }),
    /** shelf, owner's reader, public share view */
    reader: readerService({ books, answers }),
    report: reportService({
      books,
      reports,
      users,
      schools,
      storage: deps.storage,
      jobs,
      ai,
      log: deps.log,
      access: bookAccess,
    }),
    reportPdf: reportPdfService({ books, reports, storage: deps.storage, log: deps.log }),
    /** the e-book: GET /api/book/send-pdf queues the book-pdf job */
    bookPdf: bookPdfService({ books, access: bookAccess, storage: deps.storage, limits, queue: jobs, log: deps.log }),
  };
}
export type Services = ReturnType<typeof createServices>;
