import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3300);
export const DATA_DIR = path.resolve(import.meta.dirname, '.data', `run-${process.env.E2E_RUN_ID ?? 'local'}`);
export const SEED_TOKEN = 'e2e-seed-token';

// Debian's Chromium, never a browser download (docs/design-brief.md, Tests).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1024, height: 768 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The compiled server, as production runs it (decision 0025): scripts/build.mjs builds the server and the web
    // only when their sources changed since the last build, so an unchanged tree starts at once.
    // The build runs as production does (NODE_ENV=production: React's production bundle, within the web budget);
    // the server itself runs with NODE_ENV=test below.
    command: `NODE_ENV=production node ../scripts/build.mjs --quiet && rm -rf "${DATA_DIR}" && node ../apps/server/dist/server.js`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      E2E_SEED_TOKEN: SEED_TOKEN,
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
