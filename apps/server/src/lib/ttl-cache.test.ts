import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('forgets an entry once its time is up', () => {
    let t = 1000;
    const c = ttlCache<string>({ ttlMs: 5000, max: 10, now: () => t });
    c.set('a', 'x');
    t += 4999;
    expect(c.get('a')).toBe('x');
    t += 1;
    expect(c.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full and removes entries by value', () => {
    const c = ttlCache<{ user: string }>({ ttlMs: 5000, max: 2 });
    c.set('a', { user: 'u1' });
    c.set('b', { user: 'u2' });
    c.set('c', { user: 'u1' });
    expect(c.get('a')).toBeUndefined();
    c.deleteWhere((v) => v.user === 'u1');
    expect(c.get('c')).toBeUndefined();
    expect(c.get('b')).toEqual({ user: 'u2' });
  });

  it('stores nothing when the time to live is 0', () => {
    const c = ttlCache<number>({ ttlMs: 0, max: 2 });
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
