import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { ECPAY_TEST_MERCHANT } from './payment/ecpay.ts';

const REAL = { ECPAY_MERCHANT_ID: '3188231', ECPAY_HASH_KEY: 'aB3dE5gH7jK9mN1p', ECPAY_HASH_IV: 'Qr2St4Uv6Wx8Yz0a' };
const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://storycat.example.edu.tw' };

/** The configuration error's text, or '' when the configuration loads. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
}

describe('config', () => {
  it('has embedded defaults for every variable', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      AI_PROVIDER: 'builtin',
      ECPAY_MODE: 'sandbox',
      STORAGE: 'local',
      WORKERS: 'inline',
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset, as .env.example lists them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STORAGE: 's3' }, 'S3_BUCKET'],
    [{ AI_PROVIDER: 'openai-compatible' }, 'AI_BASE_URL'],
    [{ NODE_ENV: 'production' }, 'ECPAY_MODE'],
    [{ ECPAY_MODE: 'production' }, 'ECPAY_HASH_KEY'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  describe('production and the payment keys', () => {
    it.each(['sandbox', 'stage'])('refuses ECPAY_MODE=%s in production and says exactly what to set', (mode) => {
      const msg = refusal({ ...PROD, ECPAY_MODE: mode });
      expect(msg).toContain(`ECPAY_MODE: =${mode}`);
      expect(msg).toContain('ECPAY_MODE=production with ECPAY_MERCHANT_ID, ECPAY_HASH_KEY and ECPAY_HASH_IV');
      expect(msg).toContain('ECPAY_ALLOW_TEST_MERCHANT=true');
    });

    it.each(['sandbox', 'stage'])('runs %s in production only with ECPAY_ALLOW_TEST_MERCHANT=true', (mode) => {
      expect(refusal({ ...PROD, ECPAY_MODE: mode, ECPAY_ALLOW_TEST_MERCHANT: 'true' })).toBe('');
      expect(refusal({ ...PROD, ECPAY_MODE: mode, ECPAY_ALLOW_TEST_MERCHANT: 'false' })).toContain('ECPAY_MODE');
    });

    it.each([
      ['ECPAY_MERCHANT_ID', ECPAY_TEST_MERCHANT.merchantId],
      ['ECPAY_HASH_KEY', ECPAY_TEST_MERCHANT.hashKey],
      ['ECPAY_HASH_IV', ECPAY_TEST_MERCHANT.hashIv],
    ])('refuses the public test %s as a production credential, in any NODE_ENV', (name, value) => {
      for (const env of [{ ...PROD }, { NODE_ENV: 'development', PUBLIC_URL: PROD.PUBLIC_URL }]) {
        const msg = refusal({ ...env, ECPAY_MODE: 'production', ...REAL, [name]: value });
        expect(msg).toContain(`${name}: is ECPay's public test value`);
        expect(msg).toContain('set the value from your own ECPay merchant account');
        // a staging switch does not make the public keys production credentials
        expect(
          refusal({ ...env, ECPAY_MODE: 'production', ECPAY_ALLOW_TEST_MERCHANT: 'true', ...REAL, [name]: value }),
        ).not.toBe('');
      }
    });

    it('starts production with its own merchant and PUBLIC_URL', () => {
      const c = loadConfig({ ...PROD, ECPAY_MODE: 'production', ...REAL });
      expect(c.publicUrl).toBe('https://storycat.example.edu.tw');
      expect(c.ECPAY_ALLOW_TEST_MERCHANT).toBe(false);
    });

    it('refuses production without PUBLIC_URL, so nothing prints localhost', () => {
      const msg = refusal({ NODE_ENV: 'production', ECPAY_MODE: 'production', ...REAL });
      expect(msg).toContain('PUBLIC_URL: is required when NODE_ENV=production: set PUBLIC_URL=https://');
      expect(refusal({ NODE_ENV: 'production', ECPAY_MODE: 'stage', ECPAY_ALLOW_TEST_MERCHANT: 'true' })).toContain(
        'PUBLIC_URL',
      );
    });
  });
});
