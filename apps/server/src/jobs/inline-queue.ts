import type { BookPdfQueue, JobAttempt } from '../services/book-pdf.service.ts';

type Handler = (payload: { bookId: string }, ctx: JobAttempt) => Promise<void>;

/**
 * A small in-process stand-in for the pg-boss queue (issue H) with the same `send` interface: the job runs
 * after the request has been answered, with up to 3 retries. Unlike pg-boss it does not survive a restart.
 */
export function inlineQueue(opts: { retries?: number; retryDelayMs?: number } = {}) {
  const retries = opts.retries ?? 3;
  const delay = opts.retryDelayMs ?? 2000;
  let handler: Handler | undefined;
  const running = new Set<Promise<void>>();

  async function run(payload: { bookId: string }) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        await handler!(payload, { attempt, final: attempt === retries });
        return;
      } catch {
        if (attempt < retries) await new Promise((r) => setTimeout(r, delay * 2 ** attempt));
      }
    }
  }

  const queue: BookPdfQueue & { handle(h: Handler): void; drain(): Promise<void> } = {
    handle(h) {
      handler = h;
    },
    async send(_name, payload) {
      if (!handler) throw new Error('book-pdf job has no handler');
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(payload));
      running.add(job);
      void job.finally(() => running.delete(job));
    },
    /** Waits for the jobs in flight (graceful shutdown, tests). */
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
  return queue;
}
