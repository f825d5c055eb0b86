import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_DISPLAY_MS } from '@storycat/contract/constants';
import { MascotCat } from '../../../components/ui/mascot.tsx';
import { useShake } from '../../../components/ui/flash.tsx';
import { pickTip, type MascotRoute } from '../../../lib/mascot-tips.ts';
import '../create.css';
import { CREATE_UI } from '../create-texts.ts';

/** The mascot's error state: a text and a counter, so the same text said twice shakes twice. */
export interface MascotError {
  text: string | null;
  n: number;
}

/** Longer than this, a text is not a short error but an answer to read (the safety check's caring answer). */
const LONG_TEXT = 50;
/** How long a long text stays: a young reader's pace, at most 20 s. */
const holdFor = (text: string, ms: number) => {
  const chars = [...text].length;
  return chars > LONG_TEXT ? Math.max(ms, Math.min(20_000, chars * 200)) : ms;
};

/**
 * What a screen tells its mascot: `say(text)` puts an error text in the bubble (it shakes 0.5 s) and the tip
 * comes back after `ms` (spec: error texts disappear after 3–5 s); a long answer (e.g. the safety check's caring
 * answer naming the help lines) stays long enough to be read.
 */
export function useMascotError(ms: number = ERROR_DISPLAY_MS) {
  const [error, setError] = useState<MascotError>({ text: null, n: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const say = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setError((e) => ({ text, n: e.n + 1 }));
      timer.current = setTimeout(() => setError((e) => ({ text: null, n: e.n })), holdFor(text, ms));
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setError((e) => ({ text: null, n: e.n }));
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { error, say, clear };
}

/**
 * The mascot cat with a speech bubble holding a random tip of the route (spec part 2 §2 Mascot); an error text
 * replaces the tip and the bubble shakes for 0.5 s.
 */
export function RouteMascot({
  route,
  error,
  size = 88,
  className = '',
}: {
  route: MascotRoute;
  error?: MascotError;
  size?: number;
  className?: string;
}) {
  const [tip, setTip] = useState(() => pickTip(route));
  const [shaking, shake] = useShake(500);
  const errorText = error?.text ?? null;
  const errorN = error?.n ?? 0;
  useEffect(() => {
    if (errorText) shake();
  }, [errorText, errorN, shake]);
  const handleNextTip = () => setTip((t) => (errorText ? t : nextTip(route, t)));
  return (
    <div className={`route-mascot ${className}`} data-testid="route-mascot">
      <div
        className={`bubble route-bubble ${errorText ? 'bubble-error' : ''} ${shaking ? 'shake-fast' : ''}`}
        role={errorText ? 'alert' : 'status'}
        aria-live="polite"
      >
        {errorText ?? tip}
      </div>
      <button type="button" className="route-mascot-cat" onClick={handleNextTip} aria-label={CREATE_UI.nextTip}>
        <MascotCat size={size} className="bob" />
      </button>
    </div>
  );
}

function nextTip(route: MascotRoute, current: string): string {
  for (let i = 0; i < 5; i++) {
    const t = pickTip(route);
    if (t !== current) return t;
  }
  return current;
}
