import type { ReactNode } from 'react';
import '../create.css';

/**
 * The frame of a creation screen: the step header on top, the work area, and the mascot beside it on a
 * tablet in landscape (above it on a phone, so the tip is read first).
 */
export function CreateLayout({
  header,
  mascot,
  children,
  chat,
  wide = false,
}: {
  header: ReactNode;
  mascot?: ReactNode;
  children: ReactNode;
  /** the mascot's chat assistant, under the work area */
  chat?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`create-screen ${wide ? 'create-wide' : ''}`}>
      {header}
      <div className={`create-body ${mascot ? '' : 'no-mascot'}`}>
        {mascot ? <aside className="create-mascot">{mascot}</aside> : null}
        <section className="create-work">{children}</section>
        {chat ? <div className="create-chat">{chat}</div> : null}
      </div>
    </div>
  );
}

/**
 * 「自己畫」 (issue 24) travels with the creation layout: its small launcher is then part of the layout's chunk, not
 * a chunk of its own, which the entry chunk's preload table would list (+49 bytes on the landing + login budget).
 * The canvas itself is a lazy chunk loaded when the button is pressed (the entry chunk then exports Vite's preload
 * helper for it: +13 bytes gzip, docs/decisions/0023-drawing-canvas.md).
 */
export { DrawLauncher } from '../drawing/draw-launcher.tsx';
