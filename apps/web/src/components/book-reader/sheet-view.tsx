import type { BookReadView, ReadPage } from '@storycat/contract';
import { UI } from '../../lib/messages.ts';
import { MascotCat } from '../ui/mascot.tsx';
import { backCoverOf, frontCoverOf, type Sheet } from './sheets.ts';

/** The picture of a face, or a soft drawn background when there is none yet. */
function Picture({ src }: { src: string | null }) {
  if (!src) return <div className="sheet-picture sheet-picture-empty" aria-hidden="true" />;
  return <img className="sheet-picture" src={src} alt="" draggable={false} />;
}

function CoverSheet({ book }: { book: BookReadView }) {
  const picture = frontCoverOf(book);
  return (
    <div className="sheet-face sheet-cover" data-testid="sheet-cover">
      <Picture src={picture} />
      {picture ? null : <MascotCat size={120} className="sheet-cover-cat" />}
      <div className="cover-plate">
        <h2 className="cover-title" lang="zh-Hant">
          {book.book_name_ch || UI.untitledBook}
        </h2>
        {book.book_name_en ? (
          <p className="cover-title-en" lang="en">
            {book.book_name_en}
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

/** A story page: the picture with the bilingual text block (Chinese, then English) in the page's corner. */
function ContentSheet({ page, number }: { page: ReadPage; number: number }) {
  const hasText = page.user_input.trim() || page.en_user_input.trim();
  return (
    <div className={`sheet-face sheet-page pos-${page.position_input}`} data-testid={`sheet-page-${number}`}>
      <Picture src={page.user_pic_select || null} />
      {hasText ? (
        <div className="sheet-text" data-corner={page.position_input}>
          {page.user_input ? (
            <p className="text-ch" lang="zh-Hant">
              {page.user_input}
            </p>
          ) : null}
          {page.en_user_input ? (
            <p className="text-en" lang="en">
              {page.en_user_input}
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

function PrefaceSheet({ book }: { book: BookReadView }) {
  return (
    <div className="sheet-face sheet-preface" data-testid="sheet-preface">
      <div className="preface-inner">
        <h2 className="preface-title">✏️ {UI.prefaceTitle}</h2>
        <p className="preface-text" lang="zh-Hant">
          {book.preface || '…'}
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
      <Picture src={backCoverOf(book)} />
      <div className="back-plate">
        <p className="back-end">{UI.theEnd} · The End</p>
        <p className="back-brand">
          <MascotCat size={36} /> {UI.appName} {UI.appNameEn}
        </p>
      </div>
    </div>
  );
}

export function SheetView({ book, sheet }: { book: BookReadView; sheet: Sheet }) {
  switch (sheet.kind) {
    case 'cover':
      return <CoverSheet book={book} />;
    case 'page':
      return <ContentSheet page={sheet.page} number={sheet.number} />;
    case 'preface':
      return <PrefaceSheet book={book} />;
    case 'back':
      return <BackSheet book={book} />;
  }
}
