import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of a modal dialog (WAI-ARIA dialog pattern): focus moves into it when it opens, Tab and
 * Shift+Tab cycle through its own controls only (the page behind cannot be reached), Escape closes it when it may
 * be closed, and focus goes back to the control that opened it when it closes. `onEscape` is read through a ref,
 * so a parent re-rendering with a new callback does not pull focus back to the dialog.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onEscape?: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      const box = ref.current;
      if (!box) return;
      if (e.key === 'Escape' && escape.current) {
        e.preventDefault();
        escape.current();
      } else if (e.key === 'Tab') {
        const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length);
        if (!items.length) return e.preventDefault();
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const here = document.activeElement;
        const inside = box.contains(here);
        if (e.shiftKey && (here === first || here === box || !inside)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (here === last || !inside)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
