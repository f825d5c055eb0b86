import { ERR, MSG } from '@storycat/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { createCpuGate, type CpuWork } from './cpu-gate.ts';

/** A job the test finishes by hand, recording when it started. */
function manual(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return {
    finish: () => finish(),
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('cpu gate', () => {
  it('runs at most `slots` at once and starts the next as one ends', async () => {
    const gate = createCpuGate({ slots: 2, maxWaitMs: 60_000 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((n) => manual(log, n));
    const results = jobs.map((j) => gate.run('picture', j.work));
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect(gate.stats()).toMatchObject({ running: 2, queued: { picture: 2 } });
    jobs[1]!.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.stats()).toMatchObject({ running: 0, queued: { login: 0, picture: 0, background: 0 } });
  });

  it('starts queued logins before pictures, and pictures before background work', async () => {
    const gate = createCpuGate({ slots: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const first = manual(log, 'first');
    const queued: [CpuWork, string][] = [
      ['background', 'pdf'],
      ['picture', 'pic1'],
      ['login', 'login1'],
      ['picture', 'pic2'],
      ['login', 'login2'],
    ];
    const running = gate.run('picture', first.work);
    const rest = queued.map(([kind, name]) => gate.run(kind, async () => void log.push(name)));
    await tick();
    first.finish();
    await running;
    await Promise.all(rest);
    expect(log).toEqual(['first', 'login1', 'login2', 'pic1', 'pic2', 'pdf']);
  });

  it("refuses a child's work at once with the busy message when the wait would pass the limit", async () => {
    let t = 0;
    const gate = createCpuGate({ slots: 1, maxWaitMs: 1000, initialMs: 300, now: () => t });
    const log: string[] = [];
    const long = manual(log, 'long');
    const running = gate.run('picture', long.work);
    // running (half of 300 left) + each queued 300: the third in the queue would wait 150 + 900 and run 300 more
    const queued = [1, 2].map(() => gate.run('picture', async () => 'ok'));
    const refused = await gate.run('picture', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: ERR.server, message: MSG.serverError });
    expect((refused as AppError).retryAfter).toBeGreaterThanOrEqual(1);
    expect(gate.stats().refused).toBe(1);
    // background work waits its turn, however long the queue
    const background = gate.run('background', async () => 'pdf');
    // a login goes before the queued pictures, so its wait is short enough
    const login = gate.run('login', async () => 'login');
    t = 300;
    long.finish();
    expect(await running).toBe('long');
    expect(await Promise.all([...queued, background, login])).toEqual(['ok', 'ok', 'pdf', 'login']);
    expect(log).toEqual(['long']);
  });

  it('learns how long a kind takes, and a quiet gate runs work at once whatever it took', async () => {
    let t = 0;
    const gate = createCpuGate({ slots: 1, maxWaitMs: 1000, initialMs: 100, now: () => t });
    for (let i = 0; i < 30; i++)
      await gate.run('login', async () => {
        t += 2000; // far slower than the limit: still run, as nothing waits
      });
    expect(gate.stats().estimateMs.login).toBeGreaterThan(1500);
    const log: string[] = [];
    const slow = manual(log, 'slow');
    const running = gate.run('login', slow.work);
    await expect(gate.run('login', async () => 'x')).rejects.toMatchObject({ status: 503 });
    slow.finish();
    await running;
  });

  it('lets work that cannot show a busy message wait its turn instead', async () => {
    const gate = createCpuGate({ slots: 1, maxWaitMs: 100, initialMs: 300 });
    const log: string[] = [];
    const long = manual(log, 'long');
    const running = gate.run('picture', long.work);
    await expect(gate.run('picture', async () => 'refused')).rejects.toMatchObject({ status: 503 });
    const thumbnail = gate.run('picture', async () => 'thumbnail', { refusable: false });
    long.finish();
    await running;
    expect(await thumbnail).toBe('thumbnail');
  });

  it('starts queued work at once when given more slots', async () => {
    const gate = createCpuGate({ slots: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const a = manual(log, 'a');
    const b = manual(log, 'b');
    const runs = [gate.run('picture', a.work), gate.run('picture', b.work)];
    await tick();
    expect(log).toEqual(['a']);
    gate.setSlots(2);
    await tick();
    expect(log).toEqual(['a', 'b']);
    expect(gate.slots).toBe(2);
    a.finish();
    b.finish();
    await Promise.all(runs);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createCpuGate({ slots: 1, maxWaitMs: 60_000 });
    await expect(
      gate.run('picture', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await gate.run('picture', async () => 'next')).toBe('next');
    expect(gate.stats().running).toBe(0);
  });
});
