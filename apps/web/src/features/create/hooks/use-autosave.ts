import { useEffect, useRef } from 'react';
import { AUTOSAVE_MS } from '@storycat/contract/constants';

/**
 * Calls `save` after `AUTOSAVE_MS` (5 s) without a change of `value`, when `enabled` (e.g. the text is valid)
 * and the value differs from what was last saved (spec part 2 §4).
 */
export function useAutosave<T>(value: T, o: { enabled: boolean; saved: T; save: (v: T) => void }) {
  const latest = useRef(o.save);
  useEffect(() => {
    latest.current = o.save;
  });
  const key = JSON.stringify(value);
  const savedKey = JSON.stringify(o.saved);
  useEffect(() => {
    if (!o.enabled || key === savedKey) return;
    const timer = setTimeout(() => latest.current(JSON.parse(key) as T), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [key, savedKey, o.enabled]);
}
