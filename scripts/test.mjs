#!/usr/bin/env node
// `npm test`: typecheck, Vitest (unit + server integration on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set), then the Playwright browser tests against the built app. Ends with one plain line CI reads:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storycat-test-'));
const only = ['unit', 'e2e'].includes(process.argv[2] ?? '') ? process.argv[2] : undefined; // optional: 'unit' or 'e2e'
let passed = 0;
let failed = 0;
let broken = false;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function count(label, file, read) {
  try {
    const [p, f] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    passed += p;
    failed += f;
    console.log(`${label}: ${p} passed, ${f} failed`);
  } catch {
    console.log(`${label}: no results (the runner did not finish)`);
    broken = true;
  }
}

if (run('typecheck', 'npm', ['run', '--silent', 'typecheck']) !== 0) broken = true;

if (only !== 'e2e') {
  const out = path.join(tmp, 'vitest.json');
  if (!process.env.TEST_DATABASE_URL) console.log('(TEST_DATABASE_URL not set: the PostgreSQL pass is skipped)');
  const code = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  count('vitest', out, (j) => [j.numPassedTests, j.numFailedTests]);
  if (code !== 0 && failed === 0) broken = true;
}

if (only !== 'unit') {
  if (run('build web', 'npm', ['run', '--silent', 'build']) !== 0) broken = true;
  const out = path.join(tmp, 'playwright.json');
  const code = run('playwright', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    E2E_REPORT: out,
    E2E_RUN_ID: String(Date.now()),
  });
  count('playwright', out, (j) => [j.stats.expected + (j.stats.flaky ?? 0), j.stats.unexpected]);
  if (code !== 0 && failed === 0) broken = true;
}

// Production shape (issue K), in CI or when asked with `npm test -- --prod`: the fault and multi-process tests,
// then the browser suite again against two web processes + a worker on PostgreSQL and S3. Needs PostgreSQL.
const prod = (process.env.CI === 'true' || process.argv.includes('--prod')) && only === undefined;
if (prod && !process.env.TEST_DATABASE_URL)
  console.log('(TEST_DATABASE_URL not set: the production-shape pass is skipped)');
if (prod && process.env.TEST_DATABASE_URL) {
  const out = path.join(tmp, 'vitest-prod.json');
  const code = run('production-mode and fault tests', 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.prod.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  count('prod', out, (j) => [j.numPassedTests, j.numFailedTests]);
  if (code !== 0 && failed === 0) broken = true;
  const e2e = path.join(tmp, 'playwright-cluster.json');
  const codeE2e = run(
    'playwright (two processes + worker, PostgreSQL, S3)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.cluster.config.ts'],
    { E2E_REPORT: e2e, E2E_RUN_ID: `cluster-${Date.now()}` },
  );
  count('playwright cluster', e2e, (j) => [j.stats.expected + (j.stats.flaky ?? 0), j.stats.unexpected]);
  if (codeE2e !== 0 && failed === 0) broken = true;
}

fs.rmSync(tmp, { recursive: true, force: true });
if (broken) console.log('a step failed before its tests could be counted (see above)');
console.log(`${passed} passed, ${failed + (broken ? 1 : 0)} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
