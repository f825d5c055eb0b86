import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * The packages a module loads with it: the bare specifiers of the static imports (not `import type`, not
 * `import()`) of every source module reached by static imports from `entry`.
 */
function staticPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)';|^import\s+'([^']+)';/gms)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else if (!spec.startsWith('node:') && !spec.startsWith('@storycat/'))
        packages.add(/^(@[^/]+\/)?[^/]+/.exec(spec)![0]);
    }
  };
  visit(path.join(SRC, entry));
  return packages;
}

// Node's module cache (OpenCC is loaded through createRequire in text/script.ts, so it lands there)
const loaded = (name: string) => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes(name));

describe('cold start (decision 0025)', () => {
  it('loading the app and the modules warmed later does not load OpenCC', async () => {
    await import('../src/app.ts');
    const { WARM_UP_STEPS } = await import('../src/warm-up.ts');
    expect(loaded('opencc-js')).toBe(false);
    // the warm-up builds them: the check above would see it
    for (const step of WARM_UP_STEPS) step();
    expect(loaded('opencc-js')).toBe(true);
  });

  it('the entry loads nothing heavy before it starts opening the database', () => {
    // server.ts → config-paths.ts + db/pglite.ts: no zod, Kysely or Fastify before the embedded database starts
    expect([...staticPackages('server.ts')]).toEqual([]);
  });

  it('the app loads the native, WebAssembly and dictionary packages on first use, not with its modules', () => {
    const loadedWithApp = [...staticPackages('app.ts'), ...staticPackages('start.ts')];
    // sharp and resvg come through lib/native.ts, pinyin-pro through text/pinyin.ts, OpenCC through text/script.ts
    for (const heavy of [
      'sharp',
      '@resvg/resvg-js',
      'pinyin-pro',
      'opencc-js',
      'pdfkit',
      'pg-boss',
      'pg',
      '@node-rs/jieba',
      'jieba-wasm',
      'nodemailer',
      '@aws-sdk/client-s3',
      '@electric-sql/pglite',
      '@fastify/swagger',
      'fflate',
      '@fastify/swagger-ui',
    ])
      expect(loadedWithApp, heavy).not.toContain(heavy);
    // the reader works: it sees what the app does load
    expect(loadedWithApp).toContain('fastify');
  });

  it('warms one step per turn, waits while a request is answered, and skips a failing step', async () => {
    const { warmUp } = await import('../src/warm-up.ts');
    const server = new EventEmitter();
    const ran: string[] = [];
    const res = new EventEmitter();
    const done = warmUp(
      server as never,
      [
        () => ran.push('a'),
        () => {
          throw new Error('broken table');
        },
        () => ran.push('c'),
      ],
      5,
      30,
    );
    server.emit('request', {}, res);
    await new Promise((r) => setTimeout(r, 60));
    expect(ran).toEqual([]); // a request is being answered
    res.emit('close');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual([]); // and waits a quiet moment after it
    await done;
    expect(ran).toEqual(['a', 'c']);
  });
});
