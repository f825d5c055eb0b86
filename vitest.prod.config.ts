import { defineConfig } from 'vitest/config';

// `npm run test:prod`: tests that start real processes (servers, worker, PostgreSQL, S3) and take minutes; kept out
// of `npm test`. They need the PostgreSQL of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
export default defineConfig({
  test: {
    name: 'prod',
    include: ['apps/server/test-prod/**/*.test.ts'],
    // the processes run the compiled server, as production does: built first (skipped when up to date)
    globalSetup: ['apps/server/test-prod/build.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
