import os from 'node:os';
import { ERR, MSG } from '@storycat/contract';
import { AppError } from './app-error.ts';

/**
 * The CPU-heavy work of a request (decision 0024): a login's scrypt, a built-in picture, a PDF. Each runs off the
 * event loop (libuv's thread pool) or, for a PDF, in long stretches on it; without a bound a class at once starts
 * more of them than there are cores (the thread pool has 4 threads, pg-boss works several jobs), every one of them
 * slows down together, and the thread pool's file reads and writes wait behind them.
 *
 * The gate lets at most `slots` (the cores) run at once and queues the rest by kind: a login first (a whole class
 * logs in at the start of a lesson, and nothing else can happen before), then a picture, then background work
 * (PDF jobs, a teacher's class list of new passwords), first come first served within a kind. The short calls
 * (create a book, save a page, the reader) never pass the gate, so they never wait behind a picture.
 *
 * A child's work is refused at once with the busy message (503, 系統忙碌中，請稍後再試！) when its wait, estimated
 * from the work queued before it and how long each kind took lately, would pass `maxWaitMs`: a slow timeout helps
 * nobody. Background work is never refused; it waits its turn (a job has retries, a teacher's list must finish).
 */
export type CpuWork = 'login' | 'picture' | 'background';

const RANK: Record<CpuWork, number> = { login: 0, picture: 1, background: 2 };
/** a child waits on these: refused when the queue is full */
const REFUSABLE: Record<CpuWork, boolean> = { login: true, picture: true, background: false };

export interface CpuGateOptions {
  /** how many may run at once; the cores by default */
  slots?: number;
  /**
   * a child's work whose estimated wait passes this is refused at once (ms); one figure for every kind, or one per
   * kind. By default a login may wait 10 s (a class signing in at the start of a lesson queues ~30 hashes: better a
   * few seconds' wait than a busy message at the door), a picture 2 s.
   */
  maxWaitMs?: number | Partial<Record<CpuWork, number>>;
  /** the first estimate of each kind's duration, before any has run (ms) */
  initialMs?: number;
  now?: () => number;
}

interface Waiter {
  kind: CpuWork;
  start: () => void;
}

export interface CpuGateStats {
  running: number;
  queued: Record<CpuWork, number>;
  /** the current estimate of each kind's duration, ms */
  estimateMs: Record<CpuWork, number>;
  refused: number;
}

export function createCpuGate(o: CpuGateOptions = {}) {
  let slots = Math.max(1, o.slots ?? os.availableParallelism());
  const waits = typeof o.maxWaitMs === 'number' ? { login: o.maxWaitMs, picture: o.maxWaitMs } : o.maxWaitMs;
  const maxWaitMs: Record<CpuWork, number> = {
    login: waits?.login ?? 10_000,
    picture: waits?.picture ?? 2000,
    background: Infinity,
  };
  const now = o.now ?? (() => performance.now());
  const estimate: Record<CpuWork, number> = {
    login: o.initialMs ?? 100,
    picture: o.initialMs ?? 100,
    background: o.initialMs ?? 500,
  };
  const queues: Record<CpuWork, Waiter[]> = { login: [], picture: [], background: [] };
  let running = 0;
  /** how many of each kind are running */
  const runningOf: Record<CpuWork, number> = { login: 0, picture: 0, background: 0 };
  let refused = 0;

  /** the work ahead of a new item of `kind`: what is queued at its rank or before, and what is running */
  function estimatedWaitMs(kind: CpuWork): number {
    if (running < slots) return 0;
    let ahead = 0;
    for (const k of Object.keys(queues) as CpuWork[])
      if (RANK[k] <= RANK[kind]) ahead += queues[k].length * estimate[k];
    // the running ones are half done on average
    for (const k of Object.keys(runningOf) as CpuWork[]) ahead += (runningOf[k] * estimate[k]) / 2;
    return ahead / slots;
  }

  function next() {
    while (running < slots) {
      const kind = (Object.keys(queues) as CpuWork[])
        .sort((a, b) => RANK[a] - RANK[b])
        .find((k) => queues[k].length > 0);
      if (!kind) return;
      running++;
      runningOf[kind]++;
      queues[kind].shift()!.start();
    }
  }

  return {
    get slots() {
      return slots;
    },
    /** CPU_SLOTS: a container's CPU quota can be below the cores the system reports */
    setSlots(n: number) {
      slots = Math.max(1, Math.floor(n));
      next();
    },
    /**
     * Runs `work` when a slot is free. A child's work (login, picture) is refused with the busy message
     * (AppError 503, code 1500, Retry-After) instead of queueing past `maxWaitMs`; `refusable: false` makes it wait
     * its turn whatever the queue (a picture's first thumbnail: an <img> cannot show a busy message).
     */
    async run<T>(kind: CpuWork, work: () => Promise<T> | T, o: { refusable?: boolean } = {}): Promise<T> {
      if (running >= slots || queues.login.length + queues.picture.length + queues.background.length > 0) {
        const wait = estimatedWaitMs(kind);
        if ((o.refusable ?? REFUSABLE[kind]) && wait + estimate[kind] > maxWaitMs[kind]) {
          refused++;
          throw busy(wait);
        }
        await new Promise<void>((start) => {
          queues[kind].push({ kind, start });
          next();
        });
      } else {
        running++;
        runningOf[kind]++;
      }
      const t = now();
      try {
        return await work();
      } finally {
        // a moving average of the last ≈ 10 of each kind
        estimate[kind] += (now() - t - estimate[kind]) / 10;
        running--;
        runningOf[kind]--;
        next();
      }
    },
    stats(): CpuGateStats {
      return {
        running,
        queued: { login: queues.login.length, picture: queues.picture.length, background: queues.background.length },
        estimateMs: { ...estimate },
        refused,
      };
    },
  };
}
export type CpuGate = ReturnType<typeof createCpuGate>;

/** The spec's busy message as a 503 with a Retry-After of the estimated wait (at least 1 s). */
export function busy(waitMs: number): AppError {
  return new AppError(ERR.server, MSG.serverError, { status: 503, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/** The process's gate: the cores are the process's, so every app in it shares one. */
export const cpuGate = createCpuGate();
