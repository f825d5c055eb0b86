/**
 * Budget check run after `vite build` (issue 13): the JavaScript a child downloads to see the landing page and
 * the login page — the entry chunk, the two route chunks and every chunk they import statically — must stay
 * ≤ 120 KB gzip. Reads dist/.vite/manifest.json; exits 1 above the budget. Prints the total as JSON with --json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const ROUTES = ['src/features/landing/landing-page.tsx', 'src/features/auth/login-page.tsx'];
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry chunk in the Vite manifest');
for (const r of ROUTES) if (!manifest[r]) throw new Error(`route ${r} is not a chunk of its own in the Vite manifest`);

/** The chunk and everything it imports statically (what the browser must fetch before the screen runs). */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(dep, seen);
}
const seen = new Set();
for (const k of [entry, ...ROUTES]) collect(k, seen);

const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
let total = 0;
const rows = files.map((f) => {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  total += gz;
  return `  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${f}`;
});
const kb = total / 1024;
if (process.argv.includes('--json')) console.log(JSON.stringify({ kb, budgetKb: BUDGET_KB, files }));
else {
  console.log(`landing + login JavaScript (gzip):\n${rows.join('\n')}\n  ${kb.toFixed(1)} KB of ${BUDGET_KB} KB`);
}
if (kb > BUDGET_KB) {
  console.error(
    `bundle budget exceeded: landing + login load ${kb.toFixed(1)} KB of gzip JavaScript (budget ${BUDGET_KB} KB)`,
  );
  process.exit(1);
}
