import { z } from 'zod';
import { APP_NAME } from '@storycat/contract/book-texts';
import { ECPAY_TEST_MERCHANT } from './payment/ecpay.ts';
import { resolveDataDir } from './config-paths.ts';

/**
 * The one place that reads process.env. Every variable is optional; a bad value stops start-up with a
 * message naming the variable (docs/design-brief.md, Configuration).
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    AI_PROVIDER: z.enum(['builtin', 'openai', 'openai-compatible']).default('builtin'),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_TEXT_MODEL: z.string().min(1).optional(),
    AI_IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'openai-compatible']).optional(),
    AI_IMAGE_MODEL: z.string().min(1).optional(),
    /** the image model takes a reference picture (images/edits): the character's portrait goes with every page */
    AI_IMAGE_INPUT: z.enum(['on', 'off']).default('on'),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    // the provider's moderation endpoint (POST {AI_BASE_URL}/moderations), e.g. omni-moderation-latest; off when unset
    AI_MODERATION_MODEL: z.string().min(1).optional(),
    AI_MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    ECPAY_MODE: z.enum(['sandbox', 'stage', 'production']).default('sandbox'),
    ECPAY_MERCHANT_ID: z.string().min(1).optional(),
    ECPAY_HASH_KEY: z.string().min(1).optional(),
    ECPAY_HASH_IV: z.string().min(1).optional(),
    /** A staging server only: lets NODE_ENV=production run ECPAY_MODE=sandbox or stage (ECPay's public test merchant). */
    ECPAY_ALLOW_TEST_MERCHANT: bool.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${APP_NAME.full} <no-reply@storycat.local>`),
    WORKERS: z.enum(['inline', 'off']).default('inline'),
    /** How many CPU-heavy jobs (logins' scrypt, pictures, PDFs) run at once (lib/cpu-gate.ts); default: the cores. */
    CPU_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Enables the e2e seeding routes under /api/test — honoured only with NODE_ENV=test. */
    E2E_SEED_TOKEN: z.string().min(8).optional(),
    /** Serve the built web app from this directory (default: apps/web/dist). */
    WEB_DIST: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.STORAGE === 's3')
      for (const k of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when STORAGE=s3' });
    if (c.AI_PROVIDER !== 'builtin' && !c.AI_API_KEY && c.AI_PROVIDER === 'openai')
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: 'is required when AI_PROVIDER=openai' });
    if (c.AI_IMAGE_PROVIDER === 'openai' && !c.AI_API_KEY)
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: 'is required when AI_IMAGE_PROVIDER=openai' });
    if (c.AI_IMAGE_PROVIDER === 'openai-compatible' && !c.AI_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_IMAGE_PROVIDER=openai-compatible',
      });
    if (c.AI_PROVIDER === 'openai-compatible' && !c.AI_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL)
      // Payment return addresses, mail links and login cards are made from it, never from the request's Host.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production: set PUBLIC_URL=https://<the address parents and pupils open>',
      });
    // sandbox credits points without a payment and stage signs with ECPay's public test keys, which anyone can use
    // to sign a "paid" notification: neither on a production server unless it is explicitly a staging server.
    if (c.NODE_ENV === 'production' && c.ECPAY_MODE !== 'production' && !c.ECPAY_ALLOW_TEST_MERCHANT)
      ctx.addIssue({
        code: 'custom',
        path: ['ECPAY_MODE'],
        message:
          `=${c.ECPAY_MODE} uses ECPay's public test merchant and is refused when NODE_ENV=production: set ` +
          'ECPAY_MODE=production with ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV from your ECPay merchant ' +
          'account, or (a staging server only) set ECPAY_ALLOW_TEST_MERCHANT=true',
      });
    if (c.ECPAY_MODE === 'production') {
      for (const k of ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV', 'PUBLIC_URL'] as const)
        if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when ECPAY_MODE=production' });
      const publicTest = [
        ['ECPAY_MERCHANT_ID', c.ECPAY_MERCHANT_ID, ECPAY_TEST_MERCHANT.merchantId],
        ['ECPAY_HASH_KEY', c.ECPAY_HASH_KEY, ECPAY_TEST_MERCHANT.hashKey],
        ['ECPAY_HASH_IV', c.ECPAY_HASH_IV, ECPAY_TEST_MERCHANT.hashIv],
      ] as const;
      for (const [k, value, test] of publicTest)
        if (value?.trim() === test)
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message:
              "is ECPay's public test value and is refused when ECPAY_MODE=production: set the value from your " +
              'own ECPay merchant account (廠商管理後台 → 系統開發管理)',
          });
    }
  });

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `.env.example` can list every variable blank.
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // A relative DATA_DIR is read from the repository's root, not from the folder npm runs the server in
    // (apps/server): `npm start` and `npm run dev` keep the embedded data in ./data, as the README says.
    dataDir: resolveDataDir(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

/** For the entry points (server, worker): a bad configuration prints which variable and stops with code 2. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
}
