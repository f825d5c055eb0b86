import { z } from 'zod';

/**
 * Every background job: its payload schema and retry policy. To add one (e.g. `book-pdf`), add an entry
 * here and its handler in handlers.ts; the queue creates the pg-boss queue and validates payloads.
 */
/**
 * A working job's heartbeat (pg-boss sends it every 5 s): when a worker process dies mid-job, the job is failed and
 * retried once the heartbeat is 10 s overdue instead of after the 2-minute expiry.
 */
const HEARTBEAT = 10;

export const JOBS = {
  'report-pdf': {
    payload: z.object({ bookId: z.string().min(1) }),
    // 3 retries after 5 s, 10 s, 20 s (exponential backoff); a render never needs more than a minute.
    retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT },
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
    retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, heartbeatSeconds: HEARTBEAT },
  },
  /** a self-harm text told to the pupil's teacher (or a personal account's e-mail): services/safety.service.ts */
  'safety-notice': {
    payload: z.object({ eventId: z.number().int().positive() }),
    retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, heartbeatSeconds: HEARTBEAT },
  },
  /** deletes safety records older than 90 days; sent once a day (DAILY below) */
  'safety-retention': {
    payload: z.object({}),
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300, heartbeatSeconds: HEARTBEAT },
  },
} as const;

/**
 * Jobs that run once a day. A process that works jobs sends each of them throttled to one per 24-hour slot (at
 * start and then hourly), so however many workers run, each job runs once a day.
 */
export const DAILY = ['safety-retention'] as const satisfies readonly JobName[];

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;
/** `final` is true on the last attempt, so a handler can record a lasting failure (status 2). */
export interface JobContext {
  attempt: number;
  final: boolean;
}
export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>, ctx: JobContext) => Promise<void> };
