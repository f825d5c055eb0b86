import type { Server } from 'node:http';
import { APP_NAME } from '@storycat/contract/book-texts';
import { knownNouns } from './ai/builtin/illustrator/things/find.ts';
import { understand } from './ai/builtin/illustrator/understand.ts';
import { learnedProbabilities } from './ai/safety/learned.ts';
import { allowRulesZh, rulesZh } from './ai/safety/rules.ts';
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
  // the safety check in parts, so no single step is long: its rules, its learned weights, then its terms and sounds
  () => rulesZh(),
  () => allowRulesZh(),
  () => learnedProbabilities([]),
  () => checkText(APP_NAME.full),
  () => knownNouns(),
  () => understand(APP_NAME.zh),
  // the job queue's modules (pg-boss and the pg driver; the queue itself starts on its first job)
  () => import('pg-boss'),
];

/**
 * Runs the steps after `delayMs`, one per turn of the event loop, each only when no request is being answered and
 * none ended in the last `quietMs` (a page's burst of requests goes first): a request that arrives meanwhile waits
 * for at most the one step that is running (the longest is the safety check's compile of its terms and sounds:
 * ≈ 0.8 s at load 6 on the 2-core machine). The timers are unref'd: warming never keeps the process alive.
 * Resolves when every step has run (a failing step is skipped: its table is then built on first use, as before).
 */
export function warmUp(
  server: Pick<Server, 'on'>,
  steps: readonly (() => unknown)[] = WARM_UP_STEPS,
  delayMs = 250,
  quietMs = 200,
): Promise<void> {
  let busy = 0;
  let lastEnd = 0;
  server.on('request', (_req, res) => {
    busy++;
    res.once('close', () => {
      busy--;
      lastEnd = performance.now();
    });
  });
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      if (next >= steps.length) return resolve();
      if (busy > 0 || performance.now() - lastEnd < quietMs) return void setTimeout(step, 20).unref();
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
