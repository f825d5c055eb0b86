/**
 * The reference workload (issue W, decision 0009): a fixed CPU-bound, single-thread job timed at the start of every
 * bench run, so time figures from different machines (or a busy and a quiet day) can be compared. It is the two kinds
 * of work that dominate this app's CPU: a login's scrypt (the same parameters as `lib/crypto.ts`) and a built-in
 * picture's SVG rasterisation (a fixed 1024×768 scene of gradients, paths and no filters, no fonts).
 * One "ref" is the sum of the two fastest rounds (the minimum is what the machine can do; a neighbour's load only adds); a figure in refs is its time divided by that.
 */
import crypto from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';

/**
 * The reference measured on the machine the time goals are held to (the project's 2-core machine, 2026-11-25, load
 * average ≈ 1: 139–145 ms, scrypt ≈ 105 + SVG ≈ 40; decision 0009).
 * A time goal of G ms is also checked as G / REFERENCE_BASELINE_MS refs, so a slower machine meets it only when the
 * code is as fast relative to the machine as it was.
 */
export const REFERENCE_BASELINE_MS = 140;

const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

function referenceSvg(): string {
  const shapes: string[] = [];
  // A fixed pseudo-random scene: the same on every machine (LCG with a fixed seed).
  let s = 12345;
  const next = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < 150; i++) {
    const x = Math.round(next() * 1024);
    const y = Math.round(next() * 768);
    const r = Math.round(10 + next() * 80);
    const hue = Math.round(next() * 360);
    shapes.push(
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},70%,60%)" opacity="0.8"/>`
        : `<path d="M${x} ${y} q${r} ${-r} ${2 * r} 0 t${2 * r} 0 l0 ${r} z" fill="url(#g${i % 4})" stroke="#333" stroke-width="2"/>`,
    );
  }
  const gradients = [0, 1, 2, 3]
    .map(
      (i) =>
        `<linearGradient id="g${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${i * 90},80%,70%)"/><stop offset="1" stop-color="hsl(${i * 90 + 45},60%,40%)"/></linearGradient>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1024 768">
<defs>${gradients}</defs>
<rect width="1024" height="768" fill="url(#g0)"/>${shapes.join('')}</svg>`;
}

function cpuMs(fn: () => void): number {
  const c = process.cpuUsage();
  fn();
  const u = process.cpuUsage(c);
  return (u.user + u.system) / 1000;
}

export interface Reference {
  /** one ref, ms of CPU time: scryptMs + svgMs */
  ms: number;
  scryptMs: number;
  svgMs: number;
  baselineMs: number;
  /** this machine's speed against the baseline machine: > 1 = slower */
  slowdown: number;
}

export function measureReference(rounds = 7): Reference {
  const svg = referenceSvg();
  const render = () => new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels.length;
  const hash = () => crypto.scryptSync('storycat reference', 'fixed salt 16 b', 64, SCRYPT);
  hash(); // warm-up: first calls pay for allocation and JIT
  render();
  const scrypt: number[] = [];
  const raster: number[] = [];
  for (let i = 0; i < rounds; i++) {
    scrypt.push(cpuMs(hash));
    raster.push(cpuMs(render));
  }
  const scryptMs = Math.min(...scrypt);
  const svgMs = Math.min(...raster);
  const ms = scryptMs + svgMs;
  return { ms, scryptMs, svgMs, baselineMs: REFERENCE_BASELINE_MS, slowdown: ms / REFERENCE_BASELINE_MS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = measureReference(15);
  console.log(
    `reference: ${r.ms.toFixed(1)} ms CPU (scrypt ${r.scryptMs.toFixed(1)} + SVG ${r.svgMs.toFixed(1)}), ${r.slowdown.toFixed(2)}× the baseline`,
  );
}
