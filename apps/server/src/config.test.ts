import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
});
