import { describe, expect, it } from 'vitest';
import { FAKE_PROGRESS_CAP, nextFakeProgress } from './fake-progress.ts';

describe('fake progress', () => {
  it('rises by 1 to 10 a tick', () => {
    expect(nextFakeProgress(10, () => 0)).toBe(11);
    expect(nextFakeProgress(10, () => 0.999)).toBe(20);
    expect(nextFakeProgress(10, () => 0.55)).toBe(16);
  });

  it('never passes 90, however long it runs', () => {
    let p = 10;
    for (let i = 0; i < 100; i++) p = nextFakeProgress(p, () => 0.999);
    expect(p).toBe(FAKE_PROGRESS_CAP);
  });
});
