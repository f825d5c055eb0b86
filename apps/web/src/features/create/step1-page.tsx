import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { AUTHOR_MAX, STORAGE_KEYS, TITLE_MAX } from '@storycat/contract/constants';
import { ERR } from '@storycat/contract/codes';
import { validateBookTitle } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useShake } from '../../components/ui/flash.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { MascotChat } from '../../components/mascot-chat/mascot-chat.tsx';
import { ApiError } from '../../lib/api.ts';
import { store } from '../../lib/storage.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import type { BookInfo } from '@storycat/contract';
import { chatStorageKey, type ChatResult } from '@storycat/contract/chat-constants';
import { useBookInfo, useCreateBook, useUpdateBook } from './api/book-info.ts';
import { characterQuery } from './api/character-record.ts';
import { useTranslate } from './api/translate.ts';
import { CharCount } from './components/char-count.tsx';
import { CreateLayout } from './components/create-layout.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { CREATE_UI } from './create-texts.ts';
import { isUsableBookId } from './hooks/use-book-id.ts';

const FIELD_SHAKE_MS = 1500;

/** Step1 (spec part 2 §2, §4, §5): author and titles; `new` creates the book (10 points), an id updates it. */
/** Moves a route's saved mascot chat to another route (the chat is stored per route, spec part 2 §3). */
function moveChat(from: string, to: string) {
  const saved = store.get(chatStorageKey(from));
  if (saved === null) return;
  store.set(chatStorageKey(to), saved);
  store.remove(chatStorageKey(from));
}

export default function Step1Page() {
  const { id } = useParams();
  const isNew = id === 'new';
  const bookId = isUsableBookId(id) && !isNew ? id : undefined;
  const book = useBookInfo(bookId);
  if (bookId && book.isPending) return <PageLoading />;
  return (
    <TitleForm
      key={id}
      isNew={isNew}
      bookId={bookId}
      loaded={book.data}
      loadError={!isNew && !bookId ? CREATE_MSG.unknownBookId : (book.error?.message ?? null)}
    />
  );
}

function TitleForm({
  isNew,
  bookId,
  loaded,
  loadError,
}: {
  isNew: boolean;
  bookId: string | undefined;
  loaded: BookInfo | undefined;
  loadError: string | null;
}) {
  const [form, setForm] = useState({
    book_author: loaded?.book_author ?? '',
    book_name_ch: loaded?.book_name_ch ?? '',
    book_name_en: loaded?.book_name_en ?? '',
  });
  // spec: the English title is hidden until translated or until an existing book is loaded
  const [showEnglish, setShowEnglish] = useState(Boolean(loaded));
  const [noPoints, setNoPoints] = useState(false);
  const [authorShake, shakeAuthor] = useShake(FIELD_SHAKE_MS);
  const mascot = useMascotError();
  const { say } = mascot;
  const translate = useTranslate(bookId);
  const create = useCreateBook();
  const update = useUpdateBook(bookId ?? '');
  const navigate = useNavigate();

  useEffect(() => {
    if (loadError) say(loadError);
  }, [loadError, say]);

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  /** The chat's title goes into the Chinese title; its English comes from the translate button as usual. */
  function handleChatResult(result: ChatResult) {
    if (result.kind !== 'title') return;
    setForm((f) => ({ ...f, book_name_ch: result.title, book_name_en: '' }));
  }

  async function handleTranslate() {
    if (!form.book_name_ch.trim()) return say(CREATE_MSG.titleNeededForTranslate);
    try {
      const english = await translate.mutateAsync(form.book_name_ch.trim());
      setForm((f) => ({ ...f, book_name_en: english }));
      setShowEnglish(true);
      mascot.clear();
    } catch (e) {
      say(e instanceof ApiError ? e.message : CREATE_MSG.refreshAndRetry);
    }
  }

  async function handleNext(e: React.FormEvent) {
    e.preventDefault();
    if (!isNew && !loaded) return say(CREATE_MSG.unknownBookId);
    const problem = validateBookTitle(form);
    if (problem) {
      if (problem === CREATE_MSG.authorRequired) shakeAuthor();
      return say(problem);
    }
    try {
      const next = isNew ? await create.mutateAsync(form) : (await update.mutateAsync(form), bookId!);
      store.set(STORAGE_KEYS.currentBookID, next);
      // the title chat held under /step1/new now belongs to the book: it is there when the child comes back
      if (isNew) moveChat('/step1/new', `/step1/${next}`);
      // a new book replaces /step1/new in the history: going back must not make (and pay for) a second book
      navigate(`/step2/${next}`, { replace: isNew });
    } catch (err) {
      if (err instanceof ApiError && err.code === ERR.insufficientPoints) return setNoPoints(true);
      say(err instanceof ApiError ? err.message : CREATE_MSG.refreshAndRetry);
    }
  }

  const busy = create.isPending || update.isPending;
  const character = useQuery({ ...characterQuery(bookId ?? ''), enabled: !!bookId });
  return (
    <CreateLayout
      header={<ProgressHeader title={CREATE_UI.step1Title} icon="📖" percent={20} />}
      mascot={<RouteMascot route="Step1" error={mascot.error} />}
      chat={
        <MascotChat
          mode="title"
          defaultOpen={false}
          context={{
            title: form.book_name_ch.trim() || undefined,
            // A book whose character is already made: the cat suggests her by name (白白找朋友).
            ...(character.data ? { character: { name: character.data.name, features: character.data.features } } : {}),
          }}
          onResult={handleChatResult}
        />
      }
    >
      <form className="create-form" onSubmit={handleNext} noValidate>
        <TextField
          label={`✏️ ${CREATE_UI.author}`}
          placeholder={CREATE_UI.authorPlaceholder}
          value={form.book_author}
          onChange={set('book_author')}
          shake={authorShake}
          hint={<CharCount value={form.book_author} max={AUTHOR_MAX} />}
          autoComplete="off"
        />
        <div className="field-row">
          <TextField
            label={`📕 ${CREATE_UI.titleCh}`}
            placeholder={CREATE_UI.titleChPlaceholder}
            value={form.book_name_ch}
            onChange={set('book_name_ch')}
            hint={<CharCount value={form.book_name_ch} max={TITLE_MAX} />}
            autoComplete="off"
          />
          <Button variant="secondary" onClick={handleTranslate} disabled={translate.isPending}>
            🔤 {translate.isPending ? CREATE_UI.translating : CREATE_UI.translate}
          </Button>
        </div>
        {showEnglish ? (
          <TextField
            className="reveal"
            label={`🌍 ${CREATE_UI.titleEn}`}
            value={form.book_name_en}
            onChange={set('book_name_en')}
            lang="en"
            autoComplete="off"
          />
        ) : (
          <p className="hint-text">💡 {CREATE_UI.translateHint}</p>
        )}
        <div className="create-nav">
          <Link className="btn btn-ghost" to={bookId ? `/bookguide/${bookId}` : '/main'}>
            ⬅ {bookId ? CREATE_UI.bookguideTitle : CREATE_UI.toShelf}
          </Link>
          <Button type="submit" className="btn-huge" disabled={busy}>
            {busy ? CREATE_UI.saving : `${CREATE_UI.next} ➜`}
          </Button>
        </div>
      </form>
      {noPoints ? (
        <Modal title={CREATE_UI.insufficientTitle} onClose={() => setNoPoints(false)}>
          <p>{CREATE_MSG.insufficientPoints}</p>
          <div className="create-nav">
            <Button variant="ghost" onClick={() => setNoPoints(false)}>
              {CREATE_UI.cancel}
            </Button>
            <Link className="btn btn-primary" to="/profile">
              {CREATE_UI.toProfile}
            </Link>
          </div>
        </Modal>
      ) : null}
    </CreateLayout>
  );
}
