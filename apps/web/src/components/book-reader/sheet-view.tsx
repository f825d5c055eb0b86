import type { CSSProperties } from 'react';
import type { BookReadView, ReadPage } from '@storycat/contract';
import { PAGE_TEXT_BOX as BOX } from '@storycat/contract/page-text-box';
import { UI } from '../../lib/messages.ts';
import { MascotCat } from '../ui/mascot.tsx';
import type { RubyText } from '../../lib/zhuyin.ts';
import { pictureSource } from './picture-source.ts';
import { ReaderText } from './reader-text.tsx';
import { backCoverOf, frontCoverOf, type Sheet } from './sheets.ts';
import type { Highlight } from './use-read-aloud.ts';

/** Zhuyin by text (when the switch is on) and the sentence being read aloud on this face. */
export interface SheetExtras {
  zhuyin?: Map<string, RubyText>;
  highlight?: Highlight | null;
}
const zh = (x: SheetExtras, lang: 'zh' | 'en') => (x.highlight?.lang === lang ? x.highlight.sentence : null);

/**
 * The picture of a face, or a soft drawn background when there is none yet. The reader shows one face at a time,
 * so its picture is what the child waits for: fetched first, at the size the screen needs.
 */
function Picture({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <div className="sheet-picture sheet-picture-empty" aria-hidden="true" />;
  return (
    <img
      className="sheet-picture"
      {...pictureSource(src)}
      width={1024}
      height={768}
      alt={alt}
      draggable={false}
      fetchPriority="high"
    />
  );
}

function CoverSheet({ book, extras }: { book: BookReadView; extras: SheetExtras }) {
  const picture = frontCoverOf(book);
  return (
    <div className="sheet-face sheet-cover" data-testid="sheet-cover">
      <Picture src={picture} alt={UI.coverAlt(book.book_name_ch || UI.untitledBook)} />
      {picture ? null : <MascotCat size={120} className="sheet-cover-cat" />}
      <div className="cover-plate">
        <h2 className="cover-title" lang="zh-Hant">
          {book.book_name_ch ? (
            <ReaderText
              text={book.book_name_ch}
              rubies={extras.zhuyin?.get(book.book_name_ch)}
              highlight={zh(extras, 'zh')}
            />
          ) : (
            UI.untitledBook
          )}
        </h2>
        {book.book_name_en ? (
          <p className="cover-title-en" lang="en">
            <ReaderText text={book.book_name_en} highlight={zh(extras, 'en')} />
          </p>
        ) : null}
        {book.book_author ? (
          <p className="cover-author">
            {UI.author}：{book.book_author}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** '#fffaf2', 0.88 → 'rgba(255, 250, 242, 0.88)' */
const rgba = (hex: string, alpha: number) =>
  `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, ${alpha})`;

/** The text block's sizes from the contract — the e-book PDF places it with the same — for book-reader.css. */
const TEXT_BOX_STYLE = {
  '--box-max-w': `${BOX.maxWidth}%`,
  '--box-max-h': `${BOX.maxHeight}%`,
  '--box-zhuyin-max-w': `${BOX.zhuyinMaxWidth}%`,
  '--box-zhuyin-max-h': `${BOX.zhuyinMaxHeight}%`,
  '--box-pad': `${BOX.padY}cqw ${BOX.padX}cqw`,
  '--box-radius': `${BOX.radius}cqw`,
  '--box-edge': `${BOX.edge}cqw`,
  '--box-left-edge': `${BOX.leftEdge}cqw`,
  '--box-ch-size': `${BOX.chSize}cqw`,
  '--box-en-size': `${BOX.enSize}cqw`,
  '--box-zhuyin-scale': `${BOX.zhuyinScale}em`,
  '--box-gap': `${BOX.gap}cqw`,
  '--box-paper': rgba(BOX.paper, BOX.paperOpacity),
} as CSSProperties;

/** A story page: the picture with the bilingual text block (Chinese, then English) in the page's corner. */
function ContentSheet({ page, number, extras }: { page: ReadPage; number: number; extras: SheetExtras }) {
  const hasText = page.user_input.trim() || page.en_user_input.trim();
  return (
    <div className={`sheet-face sheet-page pos-${page.position_input}`} data-testid={`sheet-page-${number}`}>
      <Picture src={page.user_pic_select || null} alt={page.pic_alt || UI.pagePictureAlt(number)} />
      {hasText ? (
        <div className="sheet-text" data-corner={page.position_input} style={TEXT_BOX_STYLE}>
          {page.user_input ? (
            <p className={`text-ch ${extras.zhuyin ? 'with-zhuyin' : ''}`} lang="zh-Hant">
              <ReaderText
                text={page.user_input}
                rubies={extras.zhuyin?.get(page.user_input)}
                highlight={zh(extras, 'zh')}
              />
            </p>
          ) : null}
          {page.en_user_input ? (
            <p className="text-en" lang="en">
              <ReaderText text={page.en_user_input} highlight={zh(extras, 'en')} />
            </p>
          ) : null}
        </div>
      ) : null}
      <span className="page-number" aria-hidden="true">
        {number}
      </span>
    </div>
  );
}

function PrefaceSheet({ book, extras }: { book: BookReadView; extras: SheetExtras }) {
  return (
    <div className="sheet-face sheet-preface" data-testid="sheet-preface">
      <div className="preface-inner">
        <h2 className="preface-title">✏️ {UI.prefaceTitle}</h2>
        <p className={`preface-text ${extras.zhuyin ? 'with-zhuyin' : ''}`} lang="zh-Hant">
          {book.preface ? (
            <ReaderText text={book.preface} rubies={extras.zhuyin?.get(book.preface)} highlight={zh(extras, 'zh')} />
          ) : (
            '…'
          )}
        </p>
        {book.book_author ? <p className="preface-sign">— {book.book_author}</p> : null}
      </div>
      <MascotCat size={90} className="preface-cat" />
    </div>
  );
}

function BackSheet({ book }: { book: BookReadView }) {
  return (
    <div className="sheet-face sheet-back" data-testid="sheet-back">
      <Picture src={backCoverOf(book)} alt={UI.backCoverAlt(book.book_name_ch || UI.untitledBook)} />
      <div className="back-plate">
        <p className="back-end">{UI.theEnd} · The End</p>
        <p className="back-brand">
          <MascotCat size={36} /> {UI.appName} {UI.appNameEn}
        </p>
      </div>
    </div>
  );
}

export function SheetView({ book, sheet, extras = {} }: { book: BookReadView; sheet: Sheet; extras?: SheetExtras }) {
  switch (sheet.kind) {
    case 'cover':
      return <CoverSheet book={book} extras={extras} />;
    case 'page':
      return <ContentSheet page={sheet.page} number={sheet.number} extras={extras} />;
    case 'preface':
      return <PrefaceSheet book={book} extras={extras} />;
    case 'back':
      return <BackSheet book={book} />;
  }
}
