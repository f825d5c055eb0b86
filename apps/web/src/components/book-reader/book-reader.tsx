import type { BookReadView } from '@storycat/contract';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UI } from '../../lib/messages.ts';
import { preloadPicture } from './picture-source.ts';
import { SheetView } from './sheet-view.tsx';
import { buildSheets, counterText, type Sheet } from './sheets.ts';
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
  const [index, setIndex] = useState(0);
  // null until the first turn, so opening the book does not play a page-turn
  const [direction, setDirection] = useState<'next' | 'prev' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { isFullscreen, toggle } = useFullscreen(rootRef);
  const last = sheets.length - 1;
  const current = Math.min(index, last);

  const go = (to: number) => {
    const next = Math.max(0, Math.min(last, to));
    setIndex((now) => {
      if (next !== now) setDirection(next > now ? 'next' : 'prev');
      return next;
    });
  };
  const zhuyinSwitch = useZhuyinSwitch();
  const zhuyin = useZhuyin(textsOf(book), zhuyinSwitch.on);
  const aloud = useReadAloud({ queueFor: (i) => queueOf(book, sheets[i]), current, last, go });
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
    const src = pictureOf(book, sheets[current + 1]);
    if (src) preloadPicture(src);
  }, [book, sheets, current]);

  const sheet = sheets[current]!;
  const counter = counterText(sheet, contentPages, { cover: UI.frontCover, back: UI.backCover });
  return (
    <div
      ref={rootRef}
      className={`book-reader ${isFullscreen ? 'is-fullscreen' : ''}`}
      data-testid="book-reader"
      role="region"
      aria-roledescription="繪本"
      aria-label={book.book_name_ch || UI.untitledBook}
    >
      <div className="reader-stage" {...swipe}>
        <div className="book-sheet-wrap">
          <div key={current} className={`book-sheet ${direction ? `turn-${direction}` : ''}`}>
            <SheetView book={book} sheet={sheet} extras={{ zhuyin, highlight: aloud.highlight }} />
          </div>
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
