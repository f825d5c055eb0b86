import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { store } from '../../lib/storage.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useBookInfo } from './api/book-info.ts';
import { useBookOutline } from './api/book-read.ts';
import { useCharacter } from './api/character-record.ts';
import { useStyles } from './api/styles.ts';
import { CreateLayout } from './components/create-layout.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { CREATE_UI } from './create-texts.ts';
import { useBookIdParam } from './hooks/use-book-id.ts';
import { storyPageButtons } from './lib/story-pages.ts';

/** Book guide (spec part 2 §2 Bookguide): every part of the book with a button to edit it. */
export default function BookguidePage() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <BookOverview bookId={bookId} />;
}

function Section({
  icon,
  title,
  children,
  to,
  label = CREATE_UI.edit,
}: {
  icon: string;
  title: string;
  children?: ReactNode;
  to: string;
  label?: string;
}) {
  return (
    <section className="guide-section" aria-label={title}>
      <span className="guide-section-icon" aria-hidden="true">
        {icon}
      </span>
      <div className="guide-section-body">
        <h2>{title}</h2>
        {children}
      </div>
      <Link className="btn btn-secondary" to={to}>
        {label}
      </Link>
    </section>
  );
}

const Thumb = ({ src }: { src: string | null | undefined }) =>
  src ? <img className="guide-thumb" src={src} alt="" /> : <span className="hint-text">{CREATE_UI.notSet}</span>;

function BookOverview({ bookId }: { bookId: string }) {
  const info = useBookInfo(bookId);
  const outline = useBookOutline(bookId);
  const styles = useStyles();
  const character = useCharacter(bookId);
  const mascot = useMascotError();
  const { say } = mascot;
  const failed = info.error ?? outline.error;
  useEffect(() => {
    if (failed) say(CREATE_MSG.refreshAndRetry);
  }, [failed, say]);
  useEffect(() => {
    if (info.data) store.set(STORAGE_KEYS.currentBookID, bookId);
  }, [info.data, bookId]);

  if (info.isPending || outline.isPending) return <PageLoading />;
  const book = info.data;
  const style = styles.data?.find((s) => s.id === book?.style);
  const pages = storyPageButtons(outline.data?.book_content ?? []);
  const hero = character.data;
  return (
    <CreateLayout
      header={
        <header className="progress-header">
          <h1 className="progress-title">
            <span className="progress-icon">🗺️</span>
            {CREATE_UI.bookguideTitle}
          </h1>
          <p className="hint-text">{CREATE_UI.bookguideLead}</p>
        </header>
      }
      mascot={<RouteMascot route="Bookguide" error={mascot.error} />}
    >
      {failed || !book ? (
        <p className="flash flash-error" role="alert">
          {CREATE_MSG.refreshAndRetry}
        </p>
      ) : (
        <div className="guide-sections">
          <Section icon="📖" title={CREATE_UI.sectionInfo} to={`/step1/${bookId}`}>
            <p className="guide-book-title">{book.book_name_ch}</p>
            <p className="hint-text" lang="en">
              {book.book_name_en}
            </p>
            <p>
              {CREATE_UI.author}：{book.book_author}
            </p>
          </Section>
          <Section icon="🎨" title={CREATE_UI.sectionStyle} to={`/step2/${bookId}`}>
            {styles.isPending ? (
              <span className="hint-text">{CREATE_UI.loading}</span>
            ) : (
              <div className="guide-inline">
                {style ? <img className="guide-thumb" src={style.image} alt="" /> : null}
                <span>{style?.name ?? book.style}</span>
              </div>
            )}
          </Section>
          <Section icon="🦸" title={CREATE_UI.sectionCharacter} to={`/character/${bookId}`}>
            {hero ? (
              <div className="guide-inline">
                <Thumb src={hero.image} />
                <span>
                  <strong>{hero.name}</strong>：{hero.features}
                </span>
              </div>
            ) : (
              <span className="hint-text">{CREATE_UI.notSet}</span>
            )}
          </Section>
          <section className="guide-section guide-story" aria-label={CREATE_UI.sectionStory}>
            <span className="guide-section-icon" aria-hidden="true">
              📝
            </span>
            <div className="guide-section-body">
              <h2>{CREATE_UI.sectionStory}</h2>
              {pages.length ? (
                <div className="guide-pages">
                  {pages.map((p) => (
                    <Link
                      key={`${p.step}-${p.page}`}
                      className="guide-page-btn"
                      to={`/ai_story/${bookId}/${p.step}/${p.page}`}
                    >
                      {p.picture ? <img src={p.picture} alt="" /> : <span aria-hidden="true">📄</span>}
                      <span>{CREATE_UI.pageButton(p.n)}</span>
                    </Link>
                  ))}
                </div>
              ) : (
                <div className="guide-inline">
                  <span className="hint-text">{CREATE_UI.noPagesYet}</span>
                  <Link className="btn btn-secondary" to={`/ai_story/${bookId}/3/1`}>
                    {CREATE_UI.startStory}
                  </Link>
                </div>
              )}
            </div>
          </section>
          <Section icon="🖼️" title={CREATE_UI.sectionCover} to={`/step7_1/${bookId}`}>
            <Thumb src={book.book_frontcover} />
          </Section>
          <Section icon="🔚" title={CREATE_UI.sectionBackCover} to={`/step7_2/${bookId}`}>
            <Thumb src={book.book_backcover} />
          </Section>
          <Section icon="💬" title={CREATE_UI.sectionPreface} to={`/step8/${bookId}`}>
            {book.preface ? <p>{book.preface}</p> : <span className="hint-text">{CREATE_UI.notSet}</span>}
          </Section>
          <Section icon="👀" title={CREATE_UI.sectionPreview} to={`/step9/${bookId}`} label={CREATE_UI.open} />
          <Section
            icon="🔗"
            title={CREATE_UI.sectionShare}
            to={`/share?book_id=${encodeURIComponent(bookId)}`}
            label={CREATE_UI.open}
          />
        </div>
      )}
    </CreateLayout>
  );
}
