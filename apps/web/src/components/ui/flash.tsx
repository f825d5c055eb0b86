import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_DISPLAY_MS } from '@storycat/contract/constants';

/**
 * A message shown under a form. Errors disappear by themselves after `ms` (spec: error texts vanish after 3–5 s);
 * success texts stay until the next action replaces or clears them (a child may look away for longer than 5 s).
 */
export function useFlash(ms: number = ERROR_DISPLAY_MS) {
  const [text, setText] = useState<string | null>(null);
  const [tone, setTone] = useState<'error' | 'ok'>('error');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (t: string, kind: 'error' | 'ok' = 'error') => {
      clearTimeout(timer.current);
      setText(t);
      setTone(kind);
      if (kind === 'error') timer.current = setTimeout(() => setText(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { text, tone, show, clear };
}

/** Error texts are shown after a warning sign (spec part 1 §8), success texts after a check mark. */
export function FlashText({ flash }: { flash: { text: string | null; tone: 'error' | 'ok' } }) {
  if (!flash.text) return <div className="flash-space" aria-live="polite" />;
  const hasSign = /^[⚠🌟👌✅]/u.test(flash.text);
  return (
    <div className={`flash flash-${flash.tone}`} role={flash.tone === 'error' ? 'alert' : 'status'} aria-live="polite">
      {hasSign ? flash.text : `${flash.tone === 'error' ? '⚠️ ' : '✅ '}${flash.text}`}
    </div>
  );
}

/** true for `ms` after each call of the returned trigger (field shake 1.5 s, mascot shake 0.5 s). */
export function useShake(ms: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setOn(false);
    requestAnimationFrame(() => setOn(true));
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [on, trigger] as const;
}
