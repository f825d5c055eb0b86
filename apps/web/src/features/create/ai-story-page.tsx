import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PageData } from '@storycat/contract';
import type { ChatResult } from '@storycat/contract/chat-constants';
import { ERR } from '@storycat/contract/codes';
import { STORY_TEXT_MAX } from '@storycat/contract/constants';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { MascotChat } from '../../components/mascot-chat/mascot-chat.tsx';
import { ApiError } from '../../lib/api.ts';
import { useBookOutline } from './api/book-read.ts';
import { characterQuery, useCharacter } from './api/character-record.ts';
import type { PageKey } from './api/page-data.ts';
import { translateToEnglish } from './api/translate.ts';
import { CharCount } from './components/char-count.tsx';
import { CreateLayout } from './components/create-layout.tsx';
import { PageEditorHeader } from './components/page-editor-header.tsx';
import { PageScreen } from './components/page-screen.tsx';
import { RouteMascot } from './components/route-mascot.tsx';
import { useAutosave } from './hooks/use-autosave.ts';
import { isUnwrittenPage, usePageEditor } from './hooks/use-page-editor.ts';
import { storyChatContext } from './lib/chat-context.ts';
import { isOverPageLimit } from './lib/navigation.ts';
import { storyProblem } from './lib/page-rules.ts';
import { PAGE_UI } from './page-texts.ts';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /ai_story/{id}/{step}/{page}: the page's story text and its English (spec part 2 §2 Ai_story). */
export default function AiStoryPage() {
  return <PageScreen editor={({ pageKey, page }) => <StoryEditor pageKey={pageKey} initial={page} />} />;
}

function StoryEditor({ pageKey, initial }: { pageKey: PageKey; initial: PageData }) {
  const {
    bookId,
    step,
    page,
    isTrial,
    navigate,
    mascot,
    busy,
    save: savePage,
    act,
  } = usePageEditor<'translate' | 'save'>(pageKey);
  const character = useCharacter(bookId);
  const outline = useBookOutline(bookId);
  const qc = useQueryClient();
  const [text, setText] = useState(initial.user_input);
  const [english, setEnglish] = useState(initial.en_user_input);
  const [saved, setSaved] = useState({ text: initial.user_input, english: initial.en_user_input });
  const [pageCount, setPageCount] = useState(initial.page_count);
  const [autoSaved, setAutoSaved] = useState(false);
  const [reminder, setReminder] = useState(false);
  const overLimit = isOverPageLimit({ pageCount: initial.page_count, exists: initial.exists, isTrial });
  const emptyHere =
    isUnwrittenPage(initial) && saved.text === initial.user_input && saved.english === initial.en_user_input;

  async function save(v: { text: string; english: string }) {
    const result = await savePage({ user_input: v.text, en_user_input: v.english });
    setSaved(v);
    setPageCount(result.page_count);
  }

  useAutosave(
    { text, english },
    {
      enabled: !overLimit && !busy && storyProblem(text) === null,
      saved,
      save: (v) => {
        save(v)
          .then(() => setAutoSaved(true))
          // a failed auto-save is retried by the next one, or reported on next; a text the safety check refused is
          // said at once (the draft stays in the field for the child to change)
          .catch((e) => {
            if (e instanceof ApiError && e.code === ERR.unsafeContent) mascot.say(e.message);
          });
      },
    },
  );

  async function handleTranslate() {
    if (!text.trim()) return mascot.say(CREATE_MSG.storyNeededForTranslate);
    await act('translate', async () => setEnglish(await translateToEnglish(text.trim(), bookId)));
  }

  async function goOn(to: string) {
    await act('save', async () => {
      if (text !== saved.text || english !== saved.english || !initial.exists) await save({ text, english });
      navigate(to);
    });
  }

  async function handleNext() {
    const problem = storyProblem(text);
    if (problem) return mascot.say(problem);
    // the character may still be loading when a quick child presses next: wait for it (a failure skips the check)
    const main = character.data ?? (await qc.ensureQueryData(characterQuery(bookId)).catch(() => null));
    const name = main?.name.trim();
    if (name && !text.includes(name)) return setReminder(true);
    void goOn(`/ai_photoinput/${bookId}/${step}/${page}`);
  }

  // The cat's page story fills the text field; the child can still change it.
  function handleChatResult(result: ChatResult) {
    if (result.kind !== 'story') return;
    setText(result.story);
    setAutoSaved(false);
  }

  function handleFinish() {
    if (storyProblem(text) === null) void goOn('/guide/4');
    else navigate('/guide/4');
  }

  return (
    <CreateLayout
      header={
        <PageEditorHeader
          pageKey={pageKey}
          pageCount={pageCount}
          uncounted={emptyHere ? 1 : 0}
          onError={mascot.say}
          onFinish={handleFinish}
        />
      }
      mascot={<RouteMascot route="Ai_story" error={mascot.error} />}
      chat={
        <MascotChat
          mode="story"
          page={page}
          ready={!outline.isPending && !character.isPending}
          context={storyChatContext({
            title: outline.data?.book_name_ch,
            character: character.data,
            content: outline.data?.book_content,
            step,
            page,
          })}
          onResult={handleChatResult}
        />
      }
    >
      <div className="create-form page-story">
        <label className="field">
          <span className="field-label-row">
            {PAGE_UI.storyLabel}
            <CharCount value={text} max={STORY_TEXT_MAX} />
          </span>
          <textarea
            value={text}
            rows={3}
            placeholder={PAGE_UI.storyPlaceholder}
            onChange={(e) => {
              setText(e.target.value);
              setAutoSaved(false);
            }}
            data-testid="story-text"
          />
        </label>
        <div className="translate-row">
          <Button variant="secondary" onClick={handleTranslate} disabled={busy !== null}>
            🔤 {busy === 'translate' ? PAGE_UI.translating : PAGE_UI.translate}
          </Button>
          {autoSaved ? <span className="hint-text">✔ {PAGE_UI.autoSaved}</span> : null}
        </div>
        <label className="field">
          <span>{PAGE_UI.englishLabel}</span>
          <textarea
            value={english}
            rows={3}
            lang="en"
            placeholder={PAGE_UI.englishPlaceholder}
            onChange={(e) => {
              setEnglish(e.target.value);
              setAutoSaved(false);
            }}
            data-testid="story-english"
          />
        </label>
      </div>
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/bookguide/${bookId}`}>
          ⬅ {PAGE_UI.backToGuide}
        </Link>
        <Button className="btn-huge" onClick={() => void handleNext()} disabled={busy !== null}>
          {busy === 'save' ? CREATE_UI.saving : `${PAGE_UI.toPicture} ➜`}
        </Button>
      </div>
      {reminder ? (
        <Modal title={PAGE_UI.characterTitle} onClose={() => setReminder(false)}>
          <p>{PAGE_UI.characterBody(character.data?.name ?? '')}</p>
          <div className="modal-buttons">
            <Button variant="ghost" onClick={() => setReminder(false)}>
              ✏️ {PAGE_UI.characterEdit}
            </Button>
            <Button
              onClick={() => {
                setReminder(false);
                void goOn(`/ai_photoinput/${bookId}/${step}/${page}`);
              }}
            >
              🎨 {PAGE_UI.characterAnyway}
            </Button>
          </div>
        </Modal>
      ) : null}
      {overLimit ? (
        <Modal title={PAGE_UI.limitTitle} closable={false}>
          <p>{isTrial ? CREATE_MSG.trialPageLimit : CREATE_MSG.pageLimit}</p>
          <div className="modal-buttons">
            <Button onClick={() => navigate(`/step1/${bookId}`)}>{PAGE_UI.limitBack}</Button>
          </div>
        </Modal>
      ) : null}
    </CreateLayout>
  );
}
