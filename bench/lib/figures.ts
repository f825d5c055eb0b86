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
  /**
   * A time figure in reference units (bench/lib/reference.ts, decision 0009): its value divided by this run's
   * reference, and its goal divided by the baseline machine's reference. Set by the runner.
   */
  refs?: { value: number; goal?: number };
}

const TIME_UNITS: Record<string, number> = { ms: 1, s: 1000 };

/** Adds the reference-unit reading to a time figure (ms or s); other figures are returned as they are. */
export function calibrate(f: Figure, refMs: number, baselineMs: number): Figure {
  const scale = TIME_UNITS[f.unit];
  if (scale === undefined || !(refMs > 0)) return f;
  return {
    ...f,
    refs: {
      value: (f.value * scale) / refMs,
      goal: f.goal ? (f.goal.value * scale) / baselineMs : undefined,
    },
  };
}

function meets(kind: 'max' | 'min', value: number, goal: number): boolean {
  return kind === 'max' ? value <= goal : value >= goal;
}

/** The absolute goal is met. */
export function passes(f: Figure): boolean | undefined {
  if (!f.goal || !Number.isFinite(f.value)) return f.goal ? false : undefined;
  return meets(f.goal.kind, f.value, f.goal.value);
}

/** The goal in reference units is met (undefined for figures that are not times or have no goal). */
export function passesRefs(f: Figure): boolean | undefined {
  if (!f.goal || !f.refs || f.refs.goal === undefined) return undefined;
  return Number.isFinite(f.refs.value) && meets(f.goal.kind, f.refs.value, f.refs.goal);
}

function round(v: number): number {
  if (!Number.isFinite(v)) return v;
  return Math.abs(v) >= 1000 ? Math.round(v) : Math.round(v * 100) / 100;
}

export function formatFigure(f: Figure): string {
  const goal = f.goal ? ` (goal ${f.goal.kind === 'max' ? '≤' : '≥'} ${f.goal.value} ${f.unit})` : '';
  const verdict = passes(f);
  const tail = verdict === undefined ? 'INFO' : verdict ? 'PASS' : 'FAIL';
  let refs = '';
  if (f.refs) {
    const inRefs = passesRefs(f);
    const refGoal =
      f.goal && f.refs.goal !== undefined
        ? ` (goal ${f.goal.kind === 'max' ? '≤' : '≥'} ${round(f.refs.goal)} ref)`
        : '';
    refs = ` = ${round(f.refs.value)} ref${refGoal}${inRefs === undefined ? '' : inRefs ? ' PASS' : ' FAIL'};`;
  }
  return `${f.name}: ${round(f.value)} ${f.unit}${goal} ${tail}${refs ? ` |${refs.slice(0, -1)}` : ''}${f.note ? ` — ${f.note}` : ''}`;
}

export function loadAverage(): number[] {
  return os.loadavg().map((x) => Math.round(x * 100) / 100);
}
