#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 (node --watch, apps/server `dev`) and the Vite dev server on :5173,
// which proxies /api, /files and /healthz to it (`PORT` moves the API, and the proxy follows it through API_PORT).
// Ctrl+C stops both; if one ends, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webEnv = { ...process.env, API_PORT: process.env.API_PORT ?? process.env.PORT ?? '3000' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@storycat/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@storycat/web'], { cwd: root, stdio: 'inherit', env: webEnv }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
