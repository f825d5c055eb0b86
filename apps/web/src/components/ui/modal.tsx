import { useEffect, useRef, type ReactNode } from 'react';
import { UI } from '../../lib/messages.ts';

/** A dialog over a dimmed page; the × button, Escape and a click on the background close it. */
export function Modal({
  title,
  children,
  onClose,
  closable = true,
  className = '',
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  closable?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && closable) onClose?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [closable, onClose]);
  return (
    <div className="overlay" onClick={() => closable && onClose?.()} data-testid="modal-overlay">
      <div
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        {closable && onClose ? (
          <button type="button" className="modal-x" aria-label={UI.close} onClick={onClose}>
            ×
          </button>
        ) : null}
        <h2 className="modal-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
