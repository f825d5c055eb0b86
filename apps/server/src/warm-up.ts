import type { Server } from 'node:http';
import { APP_NAME } from '@storycat/contract/book-texts';
import { knownNouns } from './ai/builtin/illustrator/things/find.ts';
import { understand } from './ai/builtin/illustrator/understand.ts';
import { checkText } from './ai/safety/safety.ts';
import { toSimplified, toTraditional } from './text/script.ts';
import { segment } from './text/segment.ts';
import { annotateZhuyin } from './zhuyin/zhuyin.ts';

/**
 * What the server builds on first use and warms once it listens (decision 0025, cold start): OpenCC's converters,
 * the safety check's tables (rules, terms, sounds, owned characters, learned weights), jieba's dictionary,
 * pinyin-pro's word index, the illustrator's word tables and the job queue's modules. Each step runs on a sample text, so it builds exactly
 * what a child's first request would.
 */
export const WARM_UP_STEPS: readonly (() => unknown)[] = [
  () => [toSimplified(APP_NAME.zh), toTraditional(APP_NAME.zh)],
  () => segment(APP_NAME.full),
  () => annotateZhuyin(APP_NAME.zh),
  () => checkText(APP_NAME.full),
  () => knownNouns(),
  () => understand(APP_NAME.zh),
  // the job queue's modules (pg-boss and the pg driver; the queue itself starts on its first job)
  () => import('pg-boss'),
];

/**
 * Runs the steps after `delayMs`, one per turn of the event loop, each only when no request is being answered:
 * a request that arrives meanwhile waits for at most the one step that is running (the longest, OpenCC's
 * dictionaries, ≈ 0.1–0.2 s on a quiet machine). The timers are unref'd: warming never keeps the process alive.
 * Resolves when every step has run (a failing step is skipped: its table is then built on first use, as before).
 */
export function warmUp(
  server: Pick<Server, 'on'>,
  steps: readonly (() => unknown)[] = WARM_UP_STEPS,
  delayMs = 250,
): Promise<void> {
  let busy = 0;
  server.on('request', (_req, res) => {
    busy++;
    res.once('close', () => busy--);
  });
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      if (next >= steps.length) return resolve();
      if (busy > 0) return void setTimeout(step, 20).unref();
      try {
        steps[next]!();
      } catch {
        /* built on first use instead */
      }
      next++;
      setImmediate(step).unref();
    };
    setTimeout(step, delayMs).unref();
  });
}
