import { defineConfig } from 'vitest/config';

// The server's integration tests run twice when TEST_DATABASE_URL is set: on embedded PGlite and on
// PostgreSQL (docs/design-brief.md, Tests).
const pg = process.env.TEST_DATABASE_URL;
const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { ...shared, name: 'server', include: ['apps/server/test/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(pg
        ? [
            {
              test: {
                ...shared,
                name: 'server-pg',
                include: ['apps/server/test/**/*.test.ts'],
                env: { TEST_DB: 'pg' },
              },
            },
          ]
        : []),
    ],
  },
});
