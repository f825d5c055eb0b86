import { useCallback, useEffect, useRef, useState } from 'react';
import { REPORT_PROGRESS_CAP, REPORT_PROGRESS_TICK_MS } from '@storycat/contract/report-texts';

/** Fake progress (part 2 §4): rises by a random 1–10 every 2 s, stops at 90, and 100 when finished. */
export function useFakeProgress(tickMs: number = REPORT_PROGRESS_TICK_MS) {
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const stopTimer = () => clearInterval(timer.current);

  const start = useCallback(() => {
    stopTimer();
    setValue(0);
    setRunning(true);
    timer.current = setInterval(
      () => setValue((v) => Math.min(REPORT_PROGRESS_CAP, v + 1 + Math.floor(Math.random() * 10))),
      tickMs,
    );
  }, [tickMs]);
  const finish = useCallback(() => {
    stopTimer();
    setValue(100);
    setRunning(false);
  }, []);
  const cancel = useCallback(() => {
    stopTimer();
    setValue(0);
    setRunning(false);
  }, []);
  useEffect(() => stopTimer, []);
  return { value, running, start, finish, cancel };
}
