import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Node's module cache (OpenCC is loaded through createRequire in text/script.ts, so it lands there)
const loaded = (name: string) => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes(name));

describe('cold start (decision 0025)', () => {
  it('loading the app and the modules warmed later does not load OpenCC', async () => {
    await import('../src/app.ts');
    const { WARM_UP_STEPS } = await import('../src/warm-up.ts');
    expect(loaded('opencc-js')).toBe(false);
    // the warm-up builds them: the check above would see it
    for (const step of WARM_UP_STEPS) step();
    expect(loaded('opencc-js')).toBe(true);
  });

  it('warms one step per turn, waits while a request is answered, and skips a failing step', async () => {
    const { warmUp } = await import('../src/warm-up.ts');
    const server = new EventEmitter();
    const ran: string[] = [];
    const res = new EventEmitter();
    const done = warmUp(
      server as never,
      [
        () => ran.push('a'),
        () => {
          throw new Error('broken table');
        },
        () => ran.push('c'),
      ],
      5,
      30,
    );
    server.emit('request', {}, res);
    await new Promise((r) => setTimeout(r, 60));
    expect(ran).toEqual([]); // a request is being answered
    res.emit('close');
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual([]); // and waits a quiet moment after it
    await done;
    expect(ran).toEqual(['a', 'c']);
  });
});
