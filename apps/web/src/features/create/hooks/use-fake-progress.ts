import { useCallback, useEffect, useRef, useState } from 'react';
import { FAKE_PROGRESS_START, nextFakeProgress } from '../lib/fake-progress.ts';

/**
 * A percentage for work whose real progress is unknown: `start()` begins at 10 and climbs every `tickMs`
 * (1 s for the character picture, 2 s for the report) up to 90; `finish()` jumps to 100, `stop()` hides it.
 */
export function useFakeProgress(tickMs: number) {
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const halt = () => clearInterval(timer.current);
  const start = useCallback(() => {
    halt();
    setPercent(FAKE_PROGRESS_START);
    timer.current = setInterval(() => setPercent((p) => nextFakeProgress(p ?? FAKE_PROGRESS_START)), tickMs);
  }, [tickMs]);
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
