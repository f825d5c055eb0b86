#!/usr/bin/env node
// `npm run build` / `npm start`: builds what production runs — the server compiled to plain JavaScript
// (apps/server/dist, esbuild) and the web app (apps/web/dist, Vite) — each only when its sources changed since its
// last build, so a restart costs no build. A build's inputs are hashed by content (its source folders, the shared
// contract, package-lock.json and this script); the hash of the last good build is kept in node_modules/.cache/storycat-build.
// `--force` builds anyway; `--server` / `--web` builds one; `--quiet` says nothing (`npm run admin` prints answers).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const quiet = args.has('--quiet');
const only = args.has('--server') ? 'server' : args.has('--web') ? 'web' : undefined;

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'scripts/build.mjs'];
const targets = {
  server: {
    inputs: ['apps/server/src', 'apps/server/package.json', ...shared],
    out: 'apps/server/dist',
    built: 'apps/server/dist/server.js',
    build: buildServer,
  },
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'apps/web/scripts',
      ...shared,
    ],
    out: 'apps/web/dist',
    built: 'apps/web/dist/index.html',
    build: () => run('npm', ['run', 'build', '-w', '@storycat/web']),
  },
};

/** sha256 over every input file's path and content, in a fixed order; tests are not inputs */
function hashInputs(inputs) {
  const h = crypto.createHash('sha256');
  const walk = (rel) => {
    const abs = path.join(root, rel);
    let st;
    try {
      st = fs.statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) walk(path.join(rel, name));
    } else if (!/\.test\.tsx?$/.test(rel)) {
      h.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0');
    }
  };
  for (const i of inputs) walk(i);
  return h.digest('hex');
}

function run(cmd, argv) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Packages compiled into the server's bundle instead of imported from node_modules (decision 0025, cold start): the
 * packages every start loads, spread over hundreds of small files (Kysely 560, zod 250; Fastify's CommonJS family:
 * ajv 86, semver 48, Fastify 34, avvio, pino, find-my-way …), whose resolving and loading one by one cost more than
 * their code. What a bundled package imports is bundled with it (its own versions, as npm installed them), except
 * NOT_BUNDLED. Every package that imports zod at run time is in the list too, so the server has one zod
 * (fastify-type-provider-zod checks zod's classes); so is every Fastify plugin the start registers, so the process has
 * one Fastify. Never a native module or one that reads files next to itself (fonts, dictionaries, the API docs' UI).
 */
const BUNDLED = new Set([
  'kysely',
  'kysely-pglite-dialect',
  'zod',
  'fastify-type-provider-zod',
  'fastify',
  'fastify-plugin',
  'fast-json-stringify',
  '@fastify/formbody',
  '@fastify/multipart',
  '@fastify/static',
  'helmet',
]);
/** imported by a bundled package but kept an import: PGlite (WebAssembly and data files next to its modules) */
const NOT_BUNDLED = new Set(['@electric-sql/pglite']);

/**
 * The head of every compiled file. The CommonJS packages of the bundle call `require` (Node's built-ins); an ES module
 * has none, so each file makes its own. pino starts its log transports' workers from files next to its modules
 * (`__dirname`, which a bundle does not have): its documented bundler hook names them where npm installed them,
 * resolved only if a transport is ever started (the server logs to a stream and starts none).
 */
const BANNER = [
  "import { createRequire as __storycatCreateRequire } from 'node:module';",
  'const require = __storycatCreateRequire(import.meta.url);',
  'globalThis.__bundlerPathsOverrides ??= {',
  "  get 'pino-worker'() { return require.resolve('pino/lib/worker.js'); },",
  "  get 'pino/file'() { return require.resolve('pino/file.js'); },",
  "  get 'thread-stream-worker'() { return require.resolve('thread-stream/lib/worker.js'); },",
  '};',
].join('\n');

async function buildServer() {
  // esbuild comes with Vite (the web's bundler); it is a root devDependency of its own too
  const esbuild = await import('esbuild');
  const out = path.join(root, 'apps/server/dist');
  fs.rmSync(out, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: BANNER },
    // packages from node_modules stay imports (they are installed next to dist); the workspace's own TypeScript
    // packages (@storycat/contract) are compiled in, and so are the pure-JavaScript packages every start loads
    // (BUNDLED)
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, async (a) => {
            if (a.path.startsWith('@storycat/') || path.isAbsolute(a.path) || a.pluginData?.inner) return undefined;
            if (a.path.startsWith('node:')) return { external: true };
            const m = /^((?:@[^/]+\/)?[^/]+)(\/.+)?$/.exec(a.path);
            if (m && BUNDLED.has(m[1])) return undefined;
            // what a bundled package imports (only bundled packages' files are read from node_modules)
            if (m && a.importer.includes(`${path.sep}node_modules${path.sep}`) && !NOT_BUNDLED.has(m[1])) {
              const r = await b.resolve(a.path, {
                resolveDir: a.resolveDir,
                kind: a.kind,
                pluginData: { inner: true },
              });
              // a Node built-in named without `node:` (`require('events')`) stays an import
              return r.errors.length || !r.path.includes(`${path.sep}node_modules${path.sep}`) ? { external: true } : r;
            }
            if (!m?.[2]) return { external: true };
            // a subpath of a package without an `exports` map (`@node-rs/jieba/dict`) resolves under require and
            // tsx but not under Node's ESM loader: name the file itself (`@node-rs/jieba/dict.js`)
            const r = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, pluginData: { inner: true } });
            const pkgDir = r.path.slice(
              0,
              r.path.lastIndexOf(`node_modules/${m[1]}/`) + `node_modules/${m[1]}/`.length,
            );
            const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
            if (pkg.exports || r.errors.length) return { external: true };
            return { path: `${m[1]}/${path.relative(pkgDir, r.path).split(path.sep).join('/')}`, external: true };
          });
        },
      },
    ],
  };
  // one bundle per entry point, shared code in chunks; every module that sits next to import.meta keeps its
  // meaning because dist/ is as deep in apps/server as src/ (config.ts: the repository root is ../../..).
  // The migrations are read from a folder (db/migrate.ts: `migrations` next to the module that runs them, which is
  // dist/ once bundled) and stay one file each, entry points of the same build so they share the server's Kysely.
  const migrations = path.join(root, 'apps/server/src/db/migrations');
  await esbuild.build({
    ...common,
    entryPoints: {
      server: 'apps/server/src/server.ts',
      worker: 'apps/server/src/worker.ts',
      admin: 'apps/server/src/cli/admin.ts',
      ...Object.fromEntries(
        fs
          .readdirSync(migrations)
          .filter((n) => n.endsWith('.ts') && !n.endsWith('.d.ts'))
          .map((n) => [`migrations/${n.replace(/\.ts$/, '')}`, path.join(migrations, n)]),
      ),
    },
    bundle: true,
    splitting: true,
    outdir: out,
    // chunks sit next to the entries: import.meta.dirname is dist/ in every module
    chunkNames: '[name]-[hash]',
  });
  // data a module reads on first use next to itself (`new URL(file, import.meta.url)`), not bundled: the learned
  // safety weights (1.1 MB, which as an imported object literal cost ≈ 0.1 s of every start)
  fs.copyFileSync(
    path.join(root, 'apps/server/src/ai/safety/learned-weights.json'),
    path.join(out, 'learned-weights.json'),
  );
}

const stampDir = path.join(root, 'node_modules/.cache/storycat-build');
for (const [name, t] of Object.entries(targets)) {
  if (only && only !== name) continue;
  const hash = hashInputs(t.inputs);
  const stamp = path.join(stampDir, `${name}.sha256`);
  const last = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (!force && last === hash && fs.existsSync(path.join(root, t.built))) {
    if (!quiet) console.error(`build ${name}: up to date (${t.out})`);
    continue;
  }
  const t0 = performance.now();
  fs.rmSync(stamp, { force: true });
  await t.build();
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(stamp, hash);
  if (!quiet) console.error(`build ${name}: ${t.out} in ${Math.round(performance.now() - t0)} ms`);
}
