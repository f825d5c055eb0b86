import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Vitest global setup of `npm run test:prod`: compiles the server to apps/server/dist (skipped when up to date). */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--server'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: 'inherit',
  });
}
