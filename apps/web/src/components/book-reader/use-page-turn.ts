import { useEffect, useRef, type TouchEvent } from 'react';

const SWIPE_MIN_PX = 40;

/**
 * Turning pages with the keyboard (← → and PageUp/PageDown anywhere but in a text field) and with a horizontal
 * swipe on a tablet. Returns the touch handlers for the element that should react to swipes.
 */
export function usePageTurn(onPrev: () => void, onNext: () => void) {
  const handlers = useRef({ onPrev, onNext });
  useEffect(() => {
    handlers.current = { onPrev, onNext };
  });

  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || t?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') handlers.current.onPrev();
      else if (e.key === 'ArrowRight' || e.key === 'PageDown') handlers.current.onNext();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: TouchEvent) {
      const t = e.touches[0];
      start.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd(e: TouchEvent) {
      const s = start.current;
      const t = e.changedTouches[0];
      start.current = null;
      if (!s || !t) return;
      const dx = t.clientX - s.x;
      const dy = t.clientY - s.y;
      // a mostly horizontal stroke: swiping left shows the next page, as when turning a paper page
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.2) return;
      if (dx < 0) handlers.current.onNext();
      else handlers.current.onPrev();
    },
  };
}
