import { describe, expect, it } from 'vitest';
import { taggedCache } from './tagged-cache.ts';

function counter() {
  let loads = 0;
  const load = (v: string) => async () => {
    loads++;
    return { v };
  };
  return { load, loads: () => loads };
}

describe('taggedCache', () => {
  it('keeps a loaded value until one of its tags changes, and never while not live', async () => {
    const c = taggedCache<{ v: string }>({ max: 10, ttlMs: 60_000 });
    const n = counter();
    await c.get('a', ['book:1'], n.load('x'));
    await c.get('a', ['book:1'], n.load('x'));
    expect(n.loads()).toBe(2); // not live yet: nothing kept

    c.setLive(true);
    expect(await c.get('a', ['book:1', 'user:1'], n.load('x'))).toEqual({ v: 'x' });
    expect(await c.get('a', ['book:1', 'user:1'], n.load('y'))).toEqual({ v: 'x' });
    expect(n.loads()).toBe(3);
    c.invalidate(['book:2']);
    expect(await c.get('a', ['book:1', 'user:1'], n.load('y'))).toEqual({ v: 'x' });
    c.invalidate(['user:1']);
    expect(await c.get('a', ['book:1', 'user:1'], n.load('y'))).toEqual({ v: 'y' });
    expect(n.loads()).toBe(4);

    c.setLive(false); // the change source was lost: everything is forgotten
    expect(c.size).toBe(0);
    await c.get('a', ['book:1'], n.load('z'));
    expect(c.size).toBe(0);
  });

  it('does not keep a value whose tag changed while it was loading (read before the commit)', async () => {
    const c = taggedCache<{ v: string }>({ max: 10, ttlMs: 60_000 });
    c.setLive(true);
    let release!: () => void;
    const slow = c.get('a', ['book:1'], async () => {
      await new Promise<void>((r) => (release = r));
      return { v: 'old' };
    });
    c.invalidate(['book:1']); // the commit's notification arrives while the old rows are on their way
    release();
    expect(await slow).toEqual({ v: 'old' }); // its own caller still gets what was read
    expect(await c.get('a', ['book:1'], async () => ({ v: 'new' }))).toEqual({ v: 'new' });

    // a change of another tag does not stop it being kept
    const other = c.get('b', ['book:2'], async () => ({ v: 'b' }));
    c.invalidate(['book:3']);
    await other;
    expect(await c.get('b', ['book:2'], async () => ({ v: 'b2' }))).toEqual({ v: 'b' });
  });

  it('refuses loads older than a reset of its change marks, evicts the least recently used, expires', async () => {
    let t = 0;
    const c = taggedCache<{ v: string }>({ max: 2, ttlMs: 1000, now: () => t });
    c.setLive(true);
    let release!: () => void;
    const slow = c.get('old', ['book:x'], async () => {
      await new Promise<void>((r) => (release = r));
      return { v: 'old' };
    });
    for (let i = 0; i < 10_001; i++) c.invalidate([`book:${i}`]); // prunes the marks, so 'book:x' is unknown
    release();
    await slow;
    expect(c.size).toBe(0);

    await c.get('a', ['t'], async () => ({ v: 'a' }));
    await c.get('b', ['t'], async () => ({ v: 'b' }));
    await c.get('a', ['t'], async () => ({ v: 'a2' })); // 'a' used last
    await c.get('c', ['t'], async () => ({ v: 'c' })); // full: 'b' goes
    expect(await c.get('b', ['t'], async () => ({ v: 'b2' }))).toEqual({ v: 'b2' });
    t += 1000;
    expect(await c.get('c', ['t'], async () => ({ v: 'c2' }))).toEqual({ v: 'c2' });
  });

  it('freezes what it keeps, deeply: a shared answer cannot be changed by one request', async () => {
    const c = taggedCache<{ list: { n: number }[] }>({ max: 2, ttlMs: 1000 });
    c.setLive(true);
    const v = (await c.get('a', ['t'], async () => ({ list: [{ n: 1 }] })))!;
    expect(() => {
      v.list[0]!.n = 2;
    }).toThrow(TypeError);
  });
});
