import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the reader: the Fullscreen API where the browser allows it, otherwise (iPhone Safari, an
 * embedded browser, a refused request) a CSS fallback that pins the reader over the whole window.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const el = ref.current;
    const handleChange = () => setNative(Boolean(el) && document.fullscreenElement === el);
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('fullscreenchange', handleChange);
      // leaving the screen while in full screen must not leave the browser stuck there
      if (el && document.fullscreenElement === el) void document.exitFullscreen();
    };
  }, [ref]);

  // The fallback has no browser chrome to leave it: Escape does, and the page behind must not scroll.
  useEffect(() => {
    if (!fallback) return;
    const handleKey = (e: KeyboardEvent) => e.key === 'Escape' && setFallback(false);
    document.addEventListener('keydown', handleKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.body.style.overflow = overflow;
    };
  }, [fallback]);

  const toggle = useCallback(async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    const el = ref.current;
    if (el && document.fullscreenEnabled && typeof el.requestFullscreen === 'function') {
      try {
        await el.requestFullscreen();
        return;
      } catch {
        // refused (no user gesture, policy): use the CSS fallback below
      }
    }
    setFallback(true);
  }, [fallback, ref]);

  return { isFullscreen: native || fallback, toggle };
}
