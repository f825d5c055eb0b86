import { defineConfig } from '@playwright/test';
import base, { DATA_DIR, PORT, SEED_TOKEN } from './playwright.config.ts';

/** The whole browser suite against two web processes + a worker on PostgreSQL and S3 (see cluster.ts). */
export default defineConfig({
  ...base,
  webServer: {
    command: 'node --import tsx cluster.ts',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(PORT), DATA_DIR, E2E_SEED_TOKEN: SEED_TOKEN },
  },
});
