import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  EMPTY_DRAWING,
  H,
  W,
  commit,
  deserialise,
  floodFill,
  hexToRgb,
  hitSticker,
  isBlank,
  outlinePath,
  redo,
  serialise,
  startHistory,
  strokeOutline,
  undo,
  type Drawing,
  type History,
  type InkOp,
  type Point,
  type Sticker,
  type Stroke,
} from './drawing-model.ts';
import { BACKGROUNDS, DRAW_UI, PALETTE } from './drawing-texts.ts';
import { useQuery } from '@tanstack/react-query';
import { useCharacter } from '../api/character-record.ts';
import { createKeys } from '../api/query-keys.ts';
import { listStickers, pictureUrl } from './stickers-api.ts';
import './drawing.css';

/**
 * The full-screen drawing canvas (issue 24), loaded only when a child presses 「自己畫」. Strokes are shaped by
 * perfect-freehand; the drawing is kept in localStorage under `draftKey` after every change until it is saved.
 */
export interface DrawingCanvasProps {
  title: string;
  /** localStorage key of the drawing in progress */
  draftKey: string;
  /** stickers offered: the book's main character picture (same origin, so the canvas can be saved) */
  stickers: readonly { src: string; label: string }[];
  /** the illustrator's catalogue (people, animals, props), offered after the main character */
  catalogue?: readonly { src: string; label: string }[];
  onSave: (png: Blob) => Promise<void>;
  onClose: () => void;
}

type Tool = 'brush' | 'eraser' | 'fill' | 'sticker';
const SIZES = [6, 14, 32] as const;
const STICKER_WIDTH = 300;

function loadDraft(key: string): Drawing | undefined {
  try {
    return deserialise(localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

/** A picture made ready as a sticker: its plain background (the colour of its corners) becomes transparent. */
function stickerImage(src: string): Promise<HTMLCanvasElement> {
  // the catalogue's stickers are drawn on a transparent background already
  const cutOut = !src.startsWith('/api/tool/stickers/');
  return pictureUrl(src).then(
    (url) =>
      new Promise((resolve, reject) => {
        const img = new Image();
        img.onload = () => {
          const c = document.createElement('canvas');
          c.width = img.naturalWidth;
          c.height = img.naturalHeight;
          const ctx = c.getContext('2d', { willReadFrequently: true })!;
          ctx.drawImage(img, 0, 0);
          if (!cutOut) return resolve(c);
          const px = ctx.getImageData(0, 0, c.width, c.height);
          for (const [x, y] of [
            [0, 0],
            [c.width - 1, 0],
            [0, c.height - 1],
            [c.width - 1, c.height - 1],
          ] as const)
            floodFill(px, x, y, [0, 0, 0, 0], 40);
          ctx.putImageData(px, 0, 0);
          resolve(c);
        };
        img.onerror = reject;
        img.src = url;
      }),
  );
}

/** A tray button's picture (a catalogue sticker needs the login token: pictureUrl). */
function StickerThumb({ src }: { src: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    pictureUrl(src)
      .then((u) => live && setUrl(u))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [src]);
  return url ? <img src={url} alt="" /> : <span className="draw-sticker-wait" />;
}

function paintOp(ctx: CanvasRenderingContext2D, op: InkOp) {
  if (op.kind === 'stroke') {
    ctx.save();
    ctx.globalCompositeOperation = op.erase ? 'destination-out' : 'source-over';
    ctx.fillStyle = op.colour;
    ctx.fill(new Path2D(outlinePath(strokeOutline(op))));
    ctx.restore();
  } else {
    const img = ctx.getImageData(0, 0, W, H);
    floodFill(img, op.x, op.y, [...hexToRgb(op.colour), 255]);
    ctx.putImageData(img, 0, 0);
  }
}

/** The canvas with the book's main character offered as a sticker (read here, in the lazy chunk). */
/** A tool-bar button that is one big icon, named by its tooltip and its accessible label (Traditional Chinese). */
function IconButton(p: { label: string; icon: string; onClick: () => void; disabled?: boolean; testId?: string }) {
  return (
    <button
      type="button"
      className="draw-tool"
      title={p.label}
      aria-label={p.label}
      data-testid={p.testId}
      onClick={p.onClick}
      disabled={p.disabled}
    >
      <span aria-hidden="true" className="emoji">
        {p.icon}
      </span>
    </button>
  );
}

export default function DrawingScreen({ bookId, ...props }: Omit<DrawingCanvasProps, 'stickers'> & { bookId: string }) {
  const character = useCharacter(bookId).data;
  const catalogue = useQuery({ queryKey: createKeys.stickers, queryFn: listStickers, staleTime: Infinity }).data;
  return (
    <DrawingCanvas
      {...props}
      stickers={character?.image ? [{ src: character.image, label: character.name }] : []}
      catalogue={catalogue?.map((s) => ({ src: s.url, label: s.label })) ?? []}
    />
  );
}

export function DrawingCanvas({ title, draftKey, stickers, catalogue = [], onSave, onClose }: DrawingCanvasProps) {
  const [history, setHistory] = useState<History>(() => startHistory(loadDraft(draftKey) ?? EMPTY_DRAWING));
  const [restored] = useState(() => !isBlank(history.present));
  const [tool, setTool] = useState<Tool>('brush');
  const [size, setSize] = useState<number>(SIZES[1]);
  const [colour, setColour] = useState<string>(PALETTE[0].hex);
  const [selected, setSelected] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [cssSize, setCssSize] = useState({ w: 0, h: 0 });
  const [imagesLoaded, setImagesLoaded] = useState(0);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inkRef = useRef<HTMLCanvasElement | null>(null);
  const inkOpsRef = useRef<InkOp[] | null>(null);
  const images = useRef(new Map<string, HTMLCanvasElement>());
  const loading = useRef(new Set<string>());
  /** the stroke or sticker move under way: one pointer only, a second touch is ignored (a palm) */
  const live = useRef<
    | { kind: 'stroke'; pointerId: number; stroke: Stroke }
    | { kind: 'move'; pointerId: number; id: string; dx: number; dy: number; sticker: Sticker }
    | null
  >(null);
  const frame = useRef(0);
  const present = history.present;

  // ink layer: replayed when the operations changed other than by one new operation at the end
  const ink = useCallback((ops: InkOp[]) => {
    let c = inkRef.current;
    if (!c) {
      c = document.createElement('canvas');
      c.width = W;
      c.height = H;
      inkRef.current = c;
    }
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    const before = inkOpsRef.current;
    if (before && ops.length === before.length + 1 && ops.slice(0, -1).every((o, i) => o === before[i])) {
      paintOp(ctx, ops[ops.length - 1]!);
    } else if (before !== ops) {
      ctx.clearRect(0, 0, W, H);
      for (const op of ops) paintOp(ctx, op);
    }
    inkOpsRef.current = ops;
    return c;
  }, []);

  const compose = useCallback(
    (ctx: CanvasRenderingContext2D, d: Drawing, opts: { selection: boolean }) => {
      ctx.save();
      ctx.fillStyle = d.background;
      ctx.fillRect(0, 0, W, H);
      ctx.drawImage(ink(d.ops), 0, 0);
      const l = live.current;
      if (l?.kind === 'stroke' && l.stroke.points.length) {
        // an eraser shows the background it uncovers
        ctx.fillStyle = l.stroke.erase ? d.background : l.stroke.colour;
        ctx.fill(new Path2D(outlinePath(strokeOutline(l.stroke, false))));
      }
      for (const s0 of d.stickers) {
        const s = l?.kind === 'move' && l.id === s0.id ? l.sticker : s0;
        const img = images.current.get(s.src);
        if (!img) continue;
        ctx.save();
        ctx.translate(s.x, s.y);
        ctx.rotate((s.rotation * Math.PI) / 180);
        const w = s.width * s.scale;
        const h = s.height * s.scale;
        ctx.drawImage(img, -w / 2, -h / 2, w, h);
        if (opts.selection && s.id === selected) {
          ctx.setLineDash([12, 8]);
          ctx.lineWidth = 4;
          ctx.strokeStyle = '#1864ab';
          ctx.strokeRect(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12);
        }
        ctx.restore();
      }
      ctx.restore();
    },
    [ink, selected],
  );

  const paint = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) compose(ctx, present, { selection: true });
  }, [compose, present]);
  // a frame asked for before a change paints the drawing as it is now, never the one it was asked for
  const paintRef = useRef(paint);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => paintRef.current());
  }, []);

  useEffect(() => {
    paintRef.current = paint;
    paint();
  }, [paint]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // sticker pictures, loaded once each
  useEffect(() => {
    const wanted = new Set([
      ...present.stickers.map((s) => s.src),
      ...stickers.map((s) => s.src),
      ...catalogue.map((s) => s.src),
    ]);
    for (const src of wanted) {
      if (images.current.has(src) || loading.current.has(src)) continue;
      loading.current.add(src);
      stickerImage(src)
        .then((c) => {
          images.current.set(src, c);
          setImagesLoaded((n) => n + 1);
        })
        .catch(() => undefined)
        .finally(() => loading.current.delete(src));
    }
  }, [present.stickers, stickers, catalogue]);
  // a sticker picture that arrives after the drawing was painted (a restored draft) is painted then
  useEffect(() => {
    if (imagesLoaded > 0) schedule();
  }, [imagesLoaded, schedule]);

  // the drawing in progress is kept until it is saved (a reload or a lost session does not lose it)
  useEffect(() => {
    try {
      if (isBlank(present)) localStorage.removeItem(draftKey);
      else localStorage.setItem(draftKey, serialise(present));
    } catch {
      // storage full or blocked: the drawing still works, it is only not kept
    }
  }, [present, draftKey]);

  // the canvas as large as the stage allows, at 4:3
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const fit = () => {
      const r = stage.getBoundingClientRect();
      const w = Math.max(0, Math.min(r.width, (r.height * W) / H));
      setCssSize({ w: Math.floor(w), h: Math.floor((w * H) / W) });
    };
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(stage);
    return () => ro.disconnect();
  }, []);

  const change = useCallback((f: (d: Drawing) => Drawing) => setHistory((h) => commit(h, f(h.present))), []);
  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (⌘ on a Mac)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) doUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') doRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  // focus moves into the canvas and back to 「自己畫」 afterwards; Escape closes the question, else the canvas (the
  // drawing is kept). Not the shared useDialogFocus: importing it from here would make the entry chunk export it.
  const closeRef = useRef(() => (asking ? setAsking(false) : onClose()));
  useEffect(() => {
    closeRef.current = () => (asking ? setAsking(false) : onClose());
  });
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  const toCanvas = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = canvasRef.current!.getBoundingClientRect();
    return [((e.clientX - r.left) * W) / r.width, ((e.clientY - r.top) * H) / r.height];
  };
  const pointOf = (e: PointerEvent | React.PointerEvent): Point => {
    const [x, y] = toCanvas(e);
    return [x, y, e.pointerType === 'pen' ? e.pressure || 0.5 : 0.5];
  };

  /** keeps the stroke when the finger leaves the canvas; a pointer the browser no longer knows is simply not captured */
  function capture(e: React.PointerEvent<HTMLCanvasElement>) {
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // not an active pointer
    }
  }

  function onPointerDown(e: React.PointerEvent<HTMLCanvasElement>) {
    if (live.current) return; // a second finger or the palm while drawing
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    const [x, y] = toCanvas(e);
    if (tool === 'fill') {
      change((d) => ({ ...d, ops: [...d.ops, { kind: 'fill', x: Math.round(x), y: Math.round(y), colour }] }));
      return;
    }
    if (tool === 'sticker') {
      const hit = [...present.stickers].reverse().find((s) => hitSticker(s, x, y));
      setSelected(hit?.id ?? null);
      if (!hit) return;
      capture(e);
      live.current = { kind: 'move', pointerId: e.pointerId, id: hit.id, dx: x - hit.x, dy: y - hit.y, sticker: hit };
      return;
    }
    capture(e);
    live.current = {
      kind: 'stroke',
      pointerId: e.pointerId,
      stroke: {
        kind: 'stroke',
        points: [pointOf(e)],
        size: tool === 'eraser' ? size * 1.6 : size,
        colour: tool === 'eraser' ? '#000000' : colour,
        erase: tool === 'eraser',
        pen: e.pointerType === 'pen',
      },
    };
    schedule();
  }

  function onPointerMove(e: React.PointerEvent<HTMLCanvasElement>) {
    const l = live.current;
    if (!l || l.pointerId !== e.pointerId) return;
    if (l.kind === 'stroke') {
      const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const ev of events.length ? events : [e.nativeEvent]) l.stroke.points.push(pointOf(ev));
    } else {
      const [x, y] = toCanvas(e);
      l.sticker = { ...l.sticker, x: x - l.dx, y: y - l.dy };
    }
    schedule();
  }

  function onPointerUp(e: React.PointerEvent<HTMLCanvasElement>) {
    const l = live.current;
    if (!l || l.pointerId !== e.pointerId) return;
    live.current = null;
    if (l.kind === 'stroke') {
      if (e.type === 'pointerup') l.stroke.points.push(pointOf(e));
      const stroke = l.stroke;
      change((d) => ({ ...d, ops: [...d.ops, stroke] }));
    } else {
      const moved = l.sticker;
      const before = present.stickers.find((s) => s.id === moved.id);
      // a tap that only selects a sticker is no step to undo
      if (before && (before.x !== moved.x || before.y !== moved.y))
        change((d) => ({ ...d, stickers: d.stickers.map((s) => (s.id === moved.id ? moved : s)) }));
    }
    schedule();
  }

  function addSticker(src: string) {
    const img = images.current.get(src);
    const ratio = img ? img.height / img.width : 1;
    const id = `s${1 + Math.max(0, ...present.stickers.map((s) => Number(s.id.slice(1)) || 0))}`;
    const offset = (present.stickers.length % 5) * 30;
    change((d) => ({
      ...d,
      stickers: [
        ...d.stickers,
        {
          id,
          src,
          x: W / 2 + offset,
          y: H / 2 + offset,
          width: STICKER_WIDTH,
          height: STICKER_WIDTH * ratio,
          scale: 1,
          rotation: 0,
        },
      ],
    }));
    setSelected(id);
    setTool('sticker');
  }

  const selectedSticker = present.stickers.find((s) => s.id === selected);
  function updateSticker(f: (s: Sticker) => Sticker | null) {
    if (!selectedSticker) return;
    change((d) => ({
      ...d,
      stickers: d.stickers.flatMap((s) => {
        if (s.id !== selectedSticker.id) return [s];
        const next = f(s);
        return next ? [next] : [];
      }),
    }));
  }

  async function save() {
    setSaving(true);
    setError('');
    try {
      const c = document.createElement('canvas');
      c.width = W;
      c.height = H;
      compose(c.getContext('2d')!, present, { selection: false });
      const blob = await new Promise<Blob | null>((r) => c.toBlob(r, 'image/png'));
      if (!blob) throw new Error('no picture');
      await onSave(blob);
      try {
        localStorage.removeItem(draftKey);
      } catch {
        // nothing kept
      }
    } catch (e) {
      setError(e instanceof Error && e.message && e.message !== 'no picture' ? e.message : DRAW_UI.saveFailed);
      setSaving(false);
    }
  }

  const toolButton = (t: Tool, icon: string, label: string) => (
    <button
      type="button"
      className={`draw-tool${tool === t ? ' is-on' : ''}`}
      aria-pressed={tool === t}
      title={label}
      aria-label={label}
      data-testid={`draw-${t}`}
      onClick={() => setTool(t)}
    >
      <span aria-hidden="true" className="emoji">
        {icon}
      </span>
    </button>
  );

  return (
    <div className="draw-overlay" role="dialog" aria-modal="true" aria-label={title} ref={dialogRef} tabIndex={-1}>
      <header className="draw-top">
        <IconButton label={DRAW_UI.close} icon="✖" onClick={onClose} />
        <h2 className="draw-title">{title}</h2>
        <IconButton
          label={DRAW_UI.undo}
          icon="↶"
          testId="draw-undo"
          onClick={doUndo}
          disabled={history.past.length === 0}
        />
        <IconButton
          label={DRAW_UI.redo}
          icon="↷"
          testId="draw-redo"
          onClick={doRedo}
          disabled={history.future.length === 0}
        />
        <IconButton
          label={DRAW_UI.clear}
          icon="🗑"
          testId="draw-clear"
          onClick={() => setAsking(true)}
          disabled={isBlank(present)}
        />
        <button
          type="button"
          className="btn btn-primary draw-save"
          onClick={save}
          disabled={saving || isBlank(present)}
          data-testid="draw-save"
        >
          💾 {saving ? DRAW_UI.saving : DRAW_UI.save}
        </button>
      </header>
      {restored || error ? (
        <p className={`draw-note${error ? ' is-error' : ''}`} role={error ? 'alert' : 'status'}>
          {error || DRAW_UI.restored}
        </p>
      ) : null}
      <div className="draw-stage" ref={stageRef}>
        <canvas
          ref={canvasRef}
          width={W}
          height={H}
          className={`draw-canvas tool-${tool}`}
          style={{ width: cssSize.w, height: cssSize.h }}
          aria-label={DRAW_UI.canvasLabel}
          role="img"
          data-testid="draw-canvas"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      </div>
      <footer className="draw-bar" aria-label={DRAW_UI.brush}>
        <div className="draw-group">
          {SIZES.map((s, i) => (
            <button
              key={s}
              type="button"
              className={`draw-tool${tool === 'brush' && size === s ? ' is-on' : ''}`}
              aria-pressed={tool === 'brush' && size === s}
              title={DRAW_UI.sizes[i]}
              aria-label={DRAW_UI.sizes[i]}
              data-testid={`draw-size-${i + 1}`}
              onClick={() => {
                setSize(s);
                setTool('brush');
              }}
            >
              <span className="draw-dot" style={{ width: 6 + i * 9, height: 6 + i * 9, background: colour }} />
            </button>
          ))}
          {toolButton('eraser', '🧽', DRAW_UI.eraser)}
          {toolButton('fill', '🪣', DRAW_UI.fill)}
          {toolButton('sticker', '✋', DRAW_UI.sticker)}
        </div>
        <div className="draw-group draw-colours" role="group" aria-label={DRAW_UI.colours}>
          {PALETTE.map((c) => (
            <button
              key={c.hex}
              type="button"
              className={`draw-swatch${colour === c.hex ? ' is-on' : ''}`}
              style={{ background: c.hex }}
              title={c.name}
              aria-label={c.name}
              aria-pressed={colour === c.hex}
              onClick={() => {
                setColour(c.hex);
                if (tool === 'eraser' || tool === 'sticker') setTool('brush');
              }}
            />
          ))}
          <label className="draw-swatch draw-picker" title={DRAW_UI.colourPicker}>
            <span className="draw-sr">{DRAW_UI.colourPicker}</span>
            <input
              type="color"
              value={colour}
              onChange={(e) => {
                setColour(e.target.value);
                if (tool === 'eraser' || tool === 'sticker') setTool('brush');
              }}
            />
          </label>
        </div>
        <div className="draw-group" role="group" aria-label={DRAW_UI.background}>
          <span className="draw-label" aria-hidden="true">
            🖼
          </span>
          {BACKGROUNDS.map((b) => (
            <button
              key={b.hex}
              type="button"
              className={`draw-swatch draw-bg${present.background === b.hex ? ' is-on' : ''}`}
              style={{ background: b.hex }}
              title={`${DRAW_UI.background}：${b.name}`}
              aria-label={`${DRAW_UI.background}：${b.name}`}
              aria-pressed={present.background === b.hex}
              onClick={() => change((d) => (d.background === b.hex ? d : { ...d, background: b.hex }))}
            />
          ))}
        </div>
        <div className="draw-group" role="group" aria-label={DRAW_UI.sticker}>
          {stickers.length === 0 ? (
            <span className="draw-hint">{DRAW_UI.noSticker}</span>
          ) : (
            stickers.map((s) => (
              <button
                key={s.src}
                type="button"
                className="draw-tool draw-sticker-btn"
                title={`${DRAW_UI.addCharacter}：${s.label}`}
                aria-label={`${DRAW_UI.addCharacter}：${s.label}`}
                data-testid="draw-add-sticker"
                onClick={() => addSticker(s.src)}
              >
                <img src={s.src} alt="" />
              </button>
            ))
          )}
          {catalogue.length > 0 ? (
            <div className="draw-sticker-tray" role="group" aria-label={DRAW_UI.stickerTray}>
              {catalogue.map((s) => (
                <button
                  key={s.src}
                  type="button"
                  className="draw-tool draw-sticker-btn"
                  title={`${DRAW_UI.addSticker}：${s.label}`}
                  aria-label={`${DRAW_UI.addSticker}：${s.label}`}
                  data-testid="draw-add-catalogue-sticker"
                  onClick={() => addSticker(s.src)}
                >
                  <StickerThumb src={s.src} />
                </button>
              ))}
            </div>
          ) : null}
          {selectedSticker ? (
            <>
              <IconButton
                label={DRAW_UI.stickerBigger}
                icon="➕"
                testId="sticker-bigger"
                onClick={() => updateSticker((s) => ({ ...s, scale: Math.min(3, s.scale * 1.2) }))}
              />
              <IconButton
                label={DRAW_UI.stickerSmaller}
                icon="➖"
                onClick={() => updateSticker((s) => ({ ...s, scale: Math.max(0.2, s.scale / 1.2) }))}
              />
              <IconButton
                label={DRAW_UI.stickerTurnLeft}
                icon="⟲"
                onClick={() => updateSticker((s) => ({ ...s, rotation: s.rotation - 15 }))}
              />
              <IconButton
                label={DRAW_UI.stickerTurnRight}
                icon="⟳"
                testId="sticker-turn"
                onClick={() => updateSticker((s) => ({ ...s, rotation: s.rotation + 15 }))}
              />
              <IconButton
                label={DRAW_UI.stickerRemove}
                icon="❌"
                onClick={() => {
                  updateSticker(() => null);
                  setSelected(null);
                }}
              />
            </>
          ) : null}
        </div>
      </footer>
      {asking ? (
        <div className="draw-confirm" role="alertdialog" aria-modal="true" aria-label={DRAW_UI.clearAsk}>
          <p>{DRAW_UI.clearAsk}</p>
          <div className="draw-confirm-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)} autoFocus>
              {DRAW_UI.clearNo}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              data-testid="draw-clear-yes"
              onClick={() => {
                change(() => EMPTY_DRAWING);
                setSelected(null);
                setAsking(false);
              }}
            >
              {DRAW_UI.clearYes}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
