import { z } from 'zod';

/**
 * Every background job: its payload schema and retry policy. To add one (e.g. `book-pdf`), add an entry
 * here and its handler in handlers.ts; the queue creates the pg-boss queue and validates payloads.
 */
export const JOBS = {
  'report-pdf': {
    payload: z.object({ bookId: z.string().min(1) }),
    // 3 retries after 5 s, 10 s, 20 s (exponential backoff); a render never needs more than a minute.
    retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  },
  'book-pdf': {
    payload: z.object({
      bookId: z.string().min(1),
      // print options (issue J); absent in jobs queued before they existed
      options: z
        .object({ zhuyin: z.boolean(), layout: z.enum(['book', 'bilingual']), paper: z.enum(['A4', 'A5']) })
        .default({ zhuyin: false, layout: 'book', paper: 'A4' }),
    }),
    // same policy: a 12-page book renders in well under 2 s (bench/pdf.bench.ts)
    retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  },
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;
/** `final` is true on the last attempt, so a handler can record a lasting failure (status 2). */
export interface JobContext {
  attempt: number;
  final: boolean;
}
export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>, ctx: JobContext) => Promise<void> };
