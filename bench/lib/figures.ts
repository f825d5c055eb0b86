/** Shared pieces of the benchmarks: statistics, CPU time, and the result lines `npm run bench` prints. */
import os from 'node:os';

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Wall time and this process's CPU time (user + system) of one call, in ms. */
export async function timed<T>(fn: () => Promise<T> | T): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const c = process.cpuUsage();
  const t = performance.now();
  const value = await fn();
  const wallMs = performance.now() - t;
  const used = process.cpuUsage(c);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** 'max' = value must stay ≤ goal, 'min' = value must reach ≥ goal, undefined = reported, no goal */
  goal?: { kind: 'max' | 'min'; value: number };
  note?: string;
}

export function passes(f: Figure): boolean | undefined {
  if (!f.goal || !Number.isFinite(f.value)) return f.goal ? false : undefined;
  return f.goal.kind === 'max' ? f.value <= f.goal.value : f.value >= f.goal.value;
}

function round(v: number): number {
  if (!Number.isFinite(v)) return v;
  return Math.abs(v) >= 1000 ? Math.round(v) : Math.round(v * 100) / 100;
}

export function formatFigure(f: Figure): string {
  const goal = f.goal ? ` (goal ${f.goal.kind === 'max' ? '≤' : '≥'} ${f.goal.value} ${f.unit})` : '';
  const verdict = passes(f);
  const tail = verdict === undefined ? 'INFO' : verdict ? 'PASS' : 'FAIL';
  return `${f.name}: ${round(f.value)} ${f.unit}${goal} ${tail}${f.note ? ` — ${f.note}` : ''}`;
}

export function loadAverage(): number[] {
  return os.loadavg().map((x) => Math.round(x * 100) / 100);
}
