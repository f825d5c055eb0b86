import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { validateCharacter } from '@storycat/contract/book-rules';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import type { ChatResult } from '@storycat/contract/chat-constants';
import {
  CHARACTER_FEATURES_MAX,
  CHARACTER_NAME_MAX,
  CHARACTER_PROGRESS_TICK_MS,
  STORAGE_KEYS,
} from '@storycat/contract/constants';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { MascotChat } from '../../components/mascot-chat/mascot-chat.tsx';
import { ApiError } from '../../lib/api.ts';
import { store } from '../../lib/storage.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useBookInfo } from './api/book-info.ts';
import { useCharacterPicture } from './api/character-image.ts';
import { useCharacter, useSaveCharacter } from './api/character-record.ts';
import { CharCount } from './components/char-count.tsx';
import { CharacterConfirm } from './components/character-confirm.tsx';
import { CharacterPreview } from './components/character-preview.tsx';
import { CreateLayout } from './components/create-layout.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { RouteMascot, useMascotError } from './components/route-mascot.tsx';
import { CREATE_UI } from './create-texts.ts';
import type { MainCharacter } from '../../lib/character-record.ts';
import { useFakeProgress } from '../../lib/fake-progress.ts';
import { DrawLauncher } from './components/create-layout.tsx';
import { DRAW_UI } from './drawing/drawing-texts.ts';
import { useBookIdParam } from './hooks/use-book-id.ts';

/** Character (spec part 2 §2, §4, §5, §8): name, features, a drawn picture, confirm → saved → Guide 2. */
export default function CharacterPage() {
  const bookId = useBookIdParam();
  if (!bookId) return <Navigate to="/main" replace />;
  return <CharacterEditor bookId={bookId} />;
}

function CharacterEditor({ bookId }: { bookId: string }) {
  const book = useBookInfo(bookId);
  const saved = useCharacter(bookId);
  if (saved.isPending || book.isPending) return <PageLoading />;
  const loadError = book.error ? book.error.message : saved.error ? CREATE_MSG.characterSystemError : null;
  return (
    <CharacterForm
      bookId={bookId}
      title={book.data?.book_name_ch ?? ''}
      style={book.data?.style ?? ''}
      saved={saved.data ?? null}
      loadError={loadError}
    />
  );
}

function CharacterForm({
  bookId,
  title,
  style,
  saved,
  loadError,
}: {
  bookId: string;
  title: string;
  style: string;
  saved: MainCharacter | null;
  loadError: string | null;
}) {
  const draw = useCharacterPicture();
  const save = useSaveCharacter(bookId);
  const progress = useFakeProgress({ tickMs: CHARACTER_PROGRESS_TICK_MS });
  const mascot = useMascotError();
  const { say } = mascot;
  const navigate = useNavigate();
  const [name, setName] = useState(saved?.name ?? '');
  const [features, setFeatures] = useState(saved?.features ?? '');
  const [picture, setPicture] = useState<{ image: string; prompt: string } | null>(
    saved ? { image: saved.image, prompt: saved.prompt } : null,
  );
  const [confirming, setConfirming] = useState(false);
  // each drawing asks for the next variation, so 'regenerate' really gives another picture
  const [drawings, setDrawings] = useState(saved ? 1 : 0);
  useEffect(() => {
    if (loadError) say(loadError);
  }, [loadError, say]);

  const busy = draw.isPending || save.isPending;
  const empty = !name.trim() || !features.trim();

  /** The chat's character fills the fields; the child then draws it. */
  function handleChatResult(result: ChatResult) {
    if (result.kind !== 'character') return;
    setName(result.name);
    setFeatures(result.features);
  }

  async function handleGenerate() {
    if (busy) return;
    const problem = validateCharacter({ name, features });
    if (problem) return say(problem);
    progress.start();
    try {
      const p = await draw.mutateAsync({ bookId, name, features, style, seed: drawings + 1 });
      setDrawings((n) => n + 1);
      if (!p?.image) throw new Error('empty answer');
      setPicture(p);
      progress.finish();
      mascot.clear();
    } catch (e) {
      progress.stop();
      // the server's own words for what it refuses (too long, unsafe, rate limit); a failed drawing otherwise
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) say(e.message);
      else say(e instanceof ApiError ? CREATE_MSG.imageFailedGoBack : CREATE_MSG.noModelReply);
    }
  }

  function handleNext() {
    if (busy) return;
    if (empty || !picture) return say(CREATE_MSG.characterConfirmRequired);
    const problem = validateCharacter({ name, features });
    if (problem) return say(problem);
    setConfirming(true);
  }

  async function handleConfirm() {
    if (!picture) return;
    try {
      await save.mutateAsync({ name: name.trim(), features: features.trim(), ...picture });
      store.set(STORAGE_KEYS.currentBookID, bookId);
      navigate('/guide/2');
    } catch (e) {
      setConfirming(false);
      say(e instanceof ApiError && e.status === 400 ? e.message : CREATE_UI.saveSystemError);
    }
  }

  return (
    <CreateLayout
      header={<ProgressHeader title={CREATE_UI.characterTitle} icon="🦸" percent={80} />}
      mascot={<RouteMascot route="Character" error={mascot.error} />}
      chat={
        <MascotChat
          mode="character"
          defaultOpen={false}
          context={{ title: title || undefined, character: { name: name.trim(), features: features.trim() } }}
          onResult={handleChatResult}
        />
      }
    >
      <div className="character-grid">
        <div className="create-form">
          <TextField
            label={`🏷️ ${CREATE_UI.characterName}`}
            placeholder={CREATE_UI.characterNamePlaceholder}
            value={name}
            onChange={(e) => setName(e.target.value)}
            hint={<CharCount value={name} max={CHARACTER_NAME_MAX} />}
            autoComplete="off"
          />
          <TextField
            label={`✨ ${CREATE_UI.characterFeatures}`}
            placeholder={CREATE_UI.characterFeaturesPlaceholder}
            value={features}
            onChange={(e) => setFeatures(e.target.value)}
            hint={<CharCount value={features} max={CHARACTER_FEATURES_MAX} />}
            autoComplete="off"
          />
          <Button
            variant="secondary"
            className={empty ? 'btn-looks-disabled' : ''}
            aria-disabled={empty || busy}
            disabled={busy}
            onClick={handleGenerate}
          >
            🖌️ {draw.isPending ? CREATE_UI.generating : picture ? CREATE_UI.regenerate : CREATE_UI.generate}
          </Button>
          <DrawLauncher
            bookId={bookId}
            target="character"
            title={DRAW_UI.titleCharacter}
            disabled={busy}
            onSaved={(saved) => {
              // the child's own picture of her character, kept when she confirms (like a generated one)
              setPicture({ image: saved.image, prompt: '' });
              mascot.clear();
            }}
          />
        </div>
        <CharacterPreview image={picture?.image ?? null} percent={progress.percent} />
      </div>
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/step2/${bookId}`}>
          ⬅ {CREATE_UI.back}
        </Link>
        <Button
          className={`btn-huge ${empty || !picture ? 'btn-looks-disabled' : ''}`}
          aria-disabled={empty || !picture || busy}
          disabled={busy}
          onClick={handleNext}
        >
          {save.isPending ? CREATE_UI.saving : `${CREATE_UI.next} ➜`}
        </Button>
      </div>
      {confirming && picture ? (
        <CharacterConfirm
          name={name.trim()}
          features={features.trim()}
          image={picture.image}
          saving={save.isPending}
          onConfirm={handleConfirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </CreateLayout>
  );
}
