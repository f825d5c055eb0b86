import { useRef, type ReactNode } from 'react';
import { UI } from '../../lib/messages.ts';
import { useDialogFocus } from './use-dialog-focus.ts';

/**
 * A dialog over a dimmed page; the × button, Escape and a click on the background close it. Focus stays inside
 * while it is open and returns to the opener afterwards (useDialogFocus).
 */
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
  useDialogFocus(ref, closable ? onClose : undefined);
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
