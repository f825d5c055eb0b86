import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Fake progress for work whose real progress is unknown (spec part 2 §4, §9): a random 1–10 a tick, capped at 90,
 * 100 when finished. The character picture starts at 10 and ticks every 1 s; the report starts at 0 and ticks
 * every 2 s.
 */
export const FAKE_PROGRESS_START = 10;
export const FAKE_PROGRESS_CAP = 90;

export function nextFakeProgress(current: number, random: () => number = Math.random): number {
  const step = 1 + Math.min(9, Math.floor(random() * 10));
  return Math.min(FAKE_PROGRESS_CAP, current + step);
}

/**
 * The one hook of both screens: `start()` begins at `from` and climbs every `tickMs` up to 90; `finish()` jumps to
 * 100; `stop()` hides it again (`percent` null).
 */
export function useFakeProgress(o: { tickMs: number; from?: number }) {
  const { tickMs, from = FAKE_PROGRESS_START } = o;
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const halt = () => clearInterval(timer.current);
  const start = useCallback(() => {
    halt();
    setPercent(from);
    timer.current = setInterval(() => setPercent((p) => nextFakeProgress(p ?? from)), tickMs);
  }, [tickMs, from]);
  const finish = useCallback(() => {
    halt();
    setPercent(100);
  }, []);
  const stop = useCallback(() => {
    halt();
    setPercent(null);
  }, []);
  useEffect(() => halt, []);
  return { percent, start, finish, stop };
}
