/**
 * The production shape for the browser tests (`npm run test:e2e:cluster`, issue K): two web processes
 * (WORKERS=off) and one job worker on a fresh PostgreSQL database, files in an S3-compatible bucket (s3rver),
 * behind a round-robin proxy on PORT — every request goes to the other process than the one before, so nothing
 * may live in one process's memory. Started by Playwright as its web server; SIGTERM stops everything and drops
 * the database.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { freshPostgres, start, type Running } from '../apps/server/test-prod/processes.ts';

const PORT = Number(process.env.PORT ?? 3300);
const DATA_DIR = process.env.DATA_DIR ?? path.resolve('.data', 'cluster');
const procs: Running[] = [];

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(DATA_DIR, 's3'), { recursive: true });
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(DATA_DIR, 's3'),
    configureBuckets: [{ name: 'e2e' }],
  });
  const { port: s3Port } = await s3.run();
  const db = await freshPostgres('storycat_e2e');
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR, // shared: the mail outbox the reset test reads
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'e2e',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: `http://localhost:${PORT}`,
    E2E_SEED_TOKEN: process.env.E2E_SEED_TOKEN ?? 'e2e-seed-token',
  };
  const [a, b, w] = await Promise.all([
    start('web-A', 'server', { ...env, PORT: String(PORT + 1), WORKERS: 'off' }),
    start('web-B', 'server', { ...env, PORT: String(PORT + 2), WORKERS: 'off' }),
    start('worker', 'worker', env),
  ]);
  procs.push(a, b, w);

  let next = 0;
  const upstreams = [PORT + 1, PORT + 2];
  const proxy = http.createServer((req, res) => {
    const port = upstreams[next++ % upstreams.length]!;
    const up = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  // Idle client connections stay open a minute, as behind nginx (keepalive_timeout 75 s): with 1 s, a request sent on
  // a connection just as the proxy closed it failed with ECONNRESET (Playwright's request context does not retry).
  proxy.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => proxy.listen(PORT, r));
  process.stdout.write(`cluster ready on ${PORT}: web ${PORT + 1} and ${PORT + 2}, a worker, PostgreSQL, s3rver\n`);

  const stop = async () => {
    proxy.close();
    proxy.closeAllConnections();
    await Promise.all(procs.map((p) => p.stop()));
    await s3.close();
    await db.drop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch(async (err) => {
  process.stderr.write(`cluster failed: ${String(err)}\n`);
  await Promise.all(procs.map((p) => p.stop()));
  process.exit(1);
});
