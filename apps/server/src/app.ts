import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES } from '@storycat/contract';
import type { Config } from './config.ts';
import type { Database } from './db/kysely.ts';
import { ping } from './db/kysely.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import { createServices, type Services } from './services/index.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { inlineScriptHashes, registerWeb } from './plugins/web.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { cpuGate } from './lib/cpu-gate.ts';
import { userRoutes } from './routes/user/user.routes.ts';
import { fileRoutes } from './routes/files.routes.ts';
import { bookInfoRoutes } from './routes/book/book-info.routes.ts';
import { pageRoutes } from './routes/book/page.routes.ts';
import { bookPdfRoutes } from './routes/book/book-pdf.routes.ts';
import { zhuyinRoutes } from './routes/tool/zhuyin.routes.ts';
import { payRoutes } from './routes/pay/pay.routes.ts';
import { promotionRoutes } from './routes/user/promotion.routes.ts';
import { accountRoutes } from './routes/user/account.routes.ts';
import { styleRoutes } from './routes/style/style.routes.ts';
import { toolRoutes } from './routes/tool/tool.routes.ts';
import { drawingRoutes } from './routes/tool/drawing.routes.ts';
import { chatRoutes } from './routes/chat/chat.routes.ts';
import { teacherRoutes } from './routes/teacher/teacher.routes.ts';
import { bookReadRoutes } from './routes/book/book.routes.ts';
import { reportRoutes } from './routes/report/report.routes.ts';
import { reportPdfRoutes } from './routes/report/report-pdf.routes.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { MAINTENANCE_EVERY_MS } from './services/maintenance.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    storage: Storage;
    config: Config;
    /** every method + url pattern registered (HEAD omitted), for the security suite's inventory */
    routeList: { method: string; url: string }[];
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** false in tests that do not need the built web app */
  serveWeb?: boolean;
  /** the services' clock (tests fix it instead of waiting) */
  clock?: () => Date;
  /** where log lines go (stdout when absent); the security suite reads them back */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app; used by server.ts and by the tests (app.inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  if (config.CPU_SLOTS) cpuGate.setSlots(config.CPU_SLOTS);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Never log secrets: tokens, passwords, cookies, payment keys.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.password_old',
              '*.password_new',
              '*.HashKey',
              '*.HashIV',
            ],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: r.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('storage', deps.storage);
  app.decorate('services', createServices({ ...deps, log: app.log }));
  registerErrorHandler(app);
  // WORKERS=inline (default): this process also works the job queue; WORKERS=off leaves it to worker.ts.
  if (config.WORKERS === 'inline')
    app.addHook('onReady', () => app.services.jobs.startWorkers(jobHandlers(app.services)));
  app.addHook('onClose', () => app.services.jobs.stop());
  // The sweeps of what is kept only for a while: at start, then hourly (docs/decisions/0016). Tests call them directly.
  let sweeps: NodeJS.Timeout | undefined;
  const sweep = () =>
    app.services.maintenance.runOnce().catch((err: unknown) => app.log.error({ err }, 'maintenance sweep failed'));
  app.addHook('onReady', async () => {
    if (config.NODE_ENV === 'test') return;
    void sweep();
    sweeps = setInterval(() => void sweep(), MAINTENANCE_EVERY_MS);
    sweeps.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeps));
  // answers are kept in memory only while committed changes are heard (docs/decisions/0005-answer-cache.md)
  app.addHook('onReady', () => app.services.changeFeed.start());
  app.addHook('onClose', () => app.services.changeFeed.stop());

  const webDist = config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's one inline script (the early requests), by its hash
        scriptSrc: ["'self'", ...(deps.serveWeb === false ? [] : inlineScriptHashes(webDist))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://payment-stage.ecpay.com.tw', 'https://payment.ecpay.com.tw'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.TRUST_PROXY ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // After the security headers: hooks run in order, so a request refused here still carries the security headers.
  registerAuth(app);
  registerInputGuard(app);
  await app.register(import('@fastify/formbody'), { bodyLimit: 1024 * 1024 });
  await app.register(import('@fastify/multipart'), {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 4, fields: 200, fieldSize: 100_000, parts: 220 },
    throwFileSizeLimit: true,
  });
  // the API docs at /api/docs, built on their first request (swagger is not loaded by the start)
  registerApiDocs(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await ping(deps.db);
    return { ok: true };
  });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(promotionRoutes, { prefix: '/api/user' });
  await app.register(accountRoutes, { prefix: '/api/user' });
  await app.register(payRoutes, { prefix: '/api/tool' });
  await app.register(zhuyinRoutes, { prefix: '/api/tool' });
  await app.register(bookInfoRoutes, { prefix: '/api/book' });
  await app.register(pageRoutes, { prefix: '/api/book' });
  await app.register(bookReadRoutes, { prefix: '/api/book' });
  await app.register(toolRoutes, { prefix: '/api/tool' });
  await app.register(drawingRoutes, { prefix: '/api/tool' });
  await app.register(styleRoutes, { prefix: '/api/style' });
  await app.register(bookPdfRoutes, { prefix: '/api/book' });
  await app.register(reportRoutes, { prefix: '/api/report' });
  await app.register(reportPdfRoutes, { prefix: '/api/book' });
  await app.register(chatRoutes, { prefix: '/api/chat' });
  await app.register(teacherRoutes, { prefix: '/api/teacher' });
  await app.register(fileRoutes);
  if (config.NODE_ENV === 'test' && config.E2E_SEED_TOKEN) {
    const { seedRoutes } = await import('./routes/test/seed.routes.ts');
    await app.register(seedRoutes, { prefix: '/api/test' });
  }

  if (deps.serveWeb !== false) {
    await registerWeb(app, webDist);
  }
  return app;
}
