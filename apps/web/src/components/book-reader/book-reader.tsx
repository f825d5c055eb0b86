import type { BookReadView } from '@storycat/contract';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UI } from '../../lib/messages.ts';
import { preloadPicture } from './picture-source.ts';
import { SheetView } from './sheet-view.tsx';
import { buildSheets, spreadCounterText, spreadsOf, type Sheet } from './sheets.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useZhuyin, useZhuyinSwitch } from '../../lib/zhuyin.ts';
import { readingQueue, useReadAloud } from './use-read-aloud.ts';
import { usePageTurn } from './use-page-turn.ts';
import './book-reader.css';

/** Four corners pointing out (enter) or in (leave); drawn, because ⛶ is missing from most fonts. */
function FullscreenIcon({ exit }: { exit: boolean }) {
  const d = exit ? 'M8 3v5H3M16 3v5h5M8 21v-5H3M16 21v-5h5' : 'M3 8V3h5M21 8V3h-5M3 16v5h5M21 16v5h-5';
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** Every Chinese text of the book, for one zhuyin request. */
function textsOf(book: BookReadView): string[] {
  const pages = book.book_content.flatMap((s) => s.pages.map((p) => p.user_input));
  return [book.book_name_ch, book.preface, ...pages];
}

/**
 * Whether the reader shows two-page spreads: a landscape window and room for two pages side by side (the reader
 * itself at least SPREAD_MIN_WIDTH wide — a laptop, a tablet held sideways, full screen); re-checked on resize.
 * Two faces of at least 540 px each: a narrower face switches to the stacked phone layout (book-reader.css).
 */
const SPREAD_MIN_WIDTH = 1080;
function useSpreads(ref: React.RefObject<HTMLDivElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setWide(el.clientWidth >= SPREAD_MIN_WIDTH && window.innerWidth > window.innerHeight);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}

/** What read-aloud says on each face: the title on the cover, the story on a page, the author's words. */
function queueOf(book: BookReadView, sheet: Sheet | undefined) {
  switch (sheet?.kind) {
    case 'cover':
      return readingQueue(book.book_name_ch, book.book_name_en);
    case 'page':
      return readingQueue(sheet.page.user_input, sheet.page.en_user_input);
    case 'preface':
      return readingQueue(book.preface, '');
    default:
      return [];
  }
}

function pictureOf(book: BookReadView, sheet: Sheet | undefined): string | null {
  if (!sheet) return null;
  if (sheet.kind === 'page') return sheet.page.user_pic_select || null;
  if (sheet.kind === 'back') return book.book_backcover;
  return null;
}

/**
 * The picture-book reader (part 1 §2 Reader and share screen), shared by /readbook, /share and Step9:
 * cover, content pages, author's words, back cover; previous/next, page counter, full screen (全屏閱覽 /
 * 關閉全屏), keyboard arrows and swipe. It shows no edit controls; a screen may add its own buttons to the control
 * bar through `actions` (Step9: share, download, report), and they stay reachable in full screen.
 */
export function BookReader({ book, actions }: { book: BookReadView; actions?: ReactNode }) {
  const sheets = useMemo(() => buildSheets(book), [book]);
  const contentPages = sheets.length - 3;
  const rootRef = useRef<HTMLDivElement>(null);
  // What is turned is a "view": one face, or on a wide landscape screen a two-page spread (covers alone).
  const spread = useSpreads(rootRef);
  const views = useMemo(() => (spread ? spreadsOf(sheets.length) : sheets.map((_, i) => [i])), [spread, sheets]);
  // the face the child is at; switching between one page and spreads keeps her place in the book
  const [face, setFace] = useState(0);
  // null until the first turn, so opening the book does not play a page-turn
  const [direction, setDirection] = useState<'next' | 'prev' | null>(null);
  const { isFullscreen, toggle } = useFullscreen(rootRef);
  const last = views.length - 1;
  const current = Math.max(
    0,
    views.findIndex((v) => v.includes(Math.min(face, sheets.length - 1))),
  );

  const go = (to: number) => {
    const next = Math.max(0, Math.min(last, to));
    if (next !== current) setDirection(next > current ? 'next' : 'prev');
    setFace(views[next]![0]!);
  };
  const zhuyinSwitch = useZhuyinSwitch();
  const zhuyin = useZhuyin(textsOf(book), zhuyinSwitch.on);
  const aloud = useReadAloud({
    queueFor: (i) => (views[i] ?? []).flatMap((f) => queueOf(book, sheets[f])),
    current,
    last,
    go,
  });
  // A child turning the page by hand stops the reading.
  const handlePrev = () => {
    aloud.stop();
    go(current - 1);
  };
  const handleNext = () => {
    aloud.stop();
    go(current + 1);
  };
  const swipe = usePageTurn(handlePrev, handleNext);

  // Fetch the next picture while the child reads this one, so turning the page shows it at once.
  useEffect(() => {
    for (const f of views[current + 1] ?? []) {
      const src = pictureOf(book, sheets[f]);
      if (src) preloadPicture(src);
    }
  }, [book, sheets, views, current]);

  const shown = views[current]!.map((f) => sheets[f]!);
  const counter = spreadCounterText(shown, contentPages, { cover: UI.frontCover, back: UI.backCover });
  const extras = { zhuyin, highlight: aloud.highlight };
  return (
    <div
      ref={rootRef}
      className={`book-reader ${isFullscreen ? 'is-fullscreen' : ''} ${spread ? 'is-spread' : ''}`}
      data-testid="book-reader"
      role="region"
      aria-roledescription={UI.bookRole}
      aria-label={book.book_name_ch || UI.untitledBook}
    >
      <div className="reader-stage" {...swipe}>
        <div className="book-sheet-wrap">
          {spread ? (
            <div
              key={current}
              className={`book-spread ${shown.length === 2 ? 'is-open' : 'is-single'} ${direction ? `turn-${direction}` : ''}`}
              data-testid="book-spread"
            >
              {shown.map((sheet, i) => (
                <div key={views[current]![i]} className={`book-sheet spread-${i === 0 ? 'left' : 'right'}`}>
                  <SheetView book={book} sheet={sheet} extras={extras} />
                </div>
              ))}
            </div>
          ) : (
            <div key={current} className={`book-sheet ${direction ? `turn-${direction}` : ''}`}>
              <SheetView book={book} sheet={shown[0]!} extras={extras} />
            </div>
          )}
        </div>
      </div>
      <div className="reader-controls">
        <button
          type="button"
          className="btn btn-secondary reader-nav"
          onClick={handlePrev}
          disabled={current === 0}
          aria-label={UI.prevPage}
        >
          <span aria-hidden="true">◀</span> <span className="reader-nav-text">{UI.prevPage}</span>
        </button>
        <span className="reader-counter" data-testid="page-counter" aria-live="polite">
          {counter}
        </span>
        <button
          type="button"
          className="btn btn-primary reader-nav"
          onClick={handleNext}
          disabled={current === last}
          aria-label={UI.nextPage}
        >
          <span className="reader-nav-text">{UI.nextPage}</span> <span aria-hidden="true">▶</span>
        </button>
        <button
          type="button"
          className={`btn btn-ghost reader-zhuyin ${zhuyinSwitch.on ? 'is-on' : ''}`}
          aria-pressed={zhuyinSwitch.on}
          onClick={zhuyinSwitch.toggle}
        >
          ㄅㄆㄇ {UI.zhuyin}
        </button>
        {aloud.reading ? (
          <button type="button" className="btn btn-secondary reader-aloud" onClick={aloud.stop}>
            ⏹ {UI.stopReading}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary reader-aloud" onClick={() => aloud.start('page')}>
              🔊 {UI.readAloud}
            </button>
            <button type="button" className="btn btn-ghost reader-aloud" onClick={() => aloud.start('book')}>
              📖 {UI.readToMe}
            </button>
          </>
        )}
        <button type="button" className="btn btn-ghost reader-fullscreen" onClick={() => void toggle()}>
          <FullscreenIcon exit={isFullscreen} /> {isFullscreen ? UI.fullscreenOff : UI.fullscreenOn}
        </button>
        {actions}
      </div>
      {aloud.problem ? (
        <p className="reader-problem" role="alert">
          {aloud.problem === 'no-chinese-voice' ? UI.noChineseVoice : UI.noSpeech}
        </p>
      ) : null}
    </div>
  );
}
