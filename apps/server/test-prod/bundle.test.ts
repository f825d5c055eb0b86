import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(import.meta.dirname, '../dist');

/** Every package a compiled file still loads from node_modules: `import … from`, `import()` and `require()`. */
function packagesLoaded(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = fs.readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(DIST, file), 'utf8');
    // esbuild writes its imports at the start of a line (`import … from "x";`, `} from "x";`, `import "x";`) and
    // calls with double quotes; a package named inside a string (ajv's code for standalone validators) or a comment of
    // the bundle is not an import
    const specs = text.matchAll(
      /(?:^(?:import|export)\b[^\n]*?\bfrom\s*|^\}\s*from\s*|^import\s*|(?<![`'])\bimport\(|(?<![`'])\brequire\d*\()"([^"./][^"]*)"/gm,
    );
    for (const [, spec] of specs) {
      if (spec!.startsWith('node:')) continue;
      const name = /^(@[^/]+\/)?[^/]+/.exec(spec!)![0];
      found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

describe('the compiled server (decision 0025, cold start)', () => {
  it('carries the packages every start loads in its bundle, not as hundreds of files from node_modules', () => {
    const loaded = packagesLoaded();
    // a sample of each family: the ESM ones (Kysely, zod) and Fastify's CommonJS one with what it requires
    for (const name of [
      'kysely',
      'zod',
      'fastify',
      'fastify-type-provider-zod',
      'ajv',
      'semver',
      'avvio',
      'pino',
      'find-my-way',
      'fast-json-stringify',
      'helmet',
      '@fastify/static',
      '@fastify/multipart',
      '@fastify/formbody',
    ])
      expect(loaded.get(name), `${name} is imported by ${loaded.get(name)?.join(', ')}`).toBeUndefined();
    // and what must stay a package: PGlite (WebAssembly beside its modules), the native ones, the docs' UI
    for (const name of ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui']) expect(loaded.has(name)).toBe(true);
  });

  it("begins every file with the CommonJS require and pino's bundler paths", () => {
    for (const file of ['server.js', 'worker.js', 'admin.js']) {
      const head = fs.readFileSync(path.join(DIST, file), 'utf8').slice(0, 600);
      expect(head).toContain('const require = __storycatCreateRequire(import.meta.url);');
      expect(head).toContain('__bundlerPathsOverrides');
    }
  });
});
