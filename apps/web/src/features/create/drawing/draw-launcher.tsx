import { lazy, Suspense, useState } from 'react';
import type { DrawingTarget } from '@storycat/contract/drawing';
import { ApiError } from '../../../lib/api.ts';
import { draftKeyOf, saveDrawing, type SavedDrawing } from './api.ts';
import { DRAW_UI } from './drawing-texts.ts';

// the canvas, perfect-freehand and its styles load only when a child opens it
const DrawingCanvas = lazy(() => import('./drawing-canvas.tsx'));

/**
 * 「自己畫」 beside 「生成圖片」 (issue 24): opens the full-screen canvas; a saved drawing is handed to `onSaved`
 * as the server stored it. A drawing not saved yet is kept and comes back when the button is pressed again.
 */
export function DrawLauncher({
  bookId,
  target,
  step,
  page,
  title,
  disabled,
  onSaved,
}: {
  bookId: string;
  target: DrawingTarget;
  step?: number;
  page?: number;
  title: string;
  disabled?: boolean;
  onSaved: (saved: SavedDrawing) => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const key = { bookId, target, step, page };
  const hasDraft = (() => {
    try {
      return localStorage.getItem(draftKeyOf(key)) !== null;
    } catch {
      return false;
    }
  })();
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="draw-open"
        title={DRAW_UI.title}
      >
        ✏️ {DRAW_UI.open}
        {hasDraft ? ' …' : ''}
      </button>
      {open ? (
        <Suspense fallback={<div className="overlay" aria-busy="true" />}>
          <DrawingCanvas
            title={title}
            draftKey={draftKeyOf(key)}
            bookId={bookId}
            onClose={() => setOpen(false)}
            onSave={async (png) => {
              let saved: SavedDrawing;
              try {
                saved = await saveDrawing(key, png);
              } catch (e) {
                throw new Error(e instanceof ApiError ? e.message : DRAW_UI.saveFailed, { cause: e });
              }
              await onSaved(saved);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
