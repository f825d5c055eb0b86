import { useState } from 'react';
import { Link } from 'react-router';
import type { PageData } from '@storycat/contract';
import { PIC_FIELD_MAX } from '@storycat/contract/constants';
import { CREATE_MSG } from '@storycat/contract/create-messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import type { PageKey } from './api/page-data.ts';
import { promptToImage, storyToPrompt } from './api/pictures.ts';
import { CreateLayout } from './components/create-layout.tsx';
import { PictureCarousel } from './components/picture-carousel.tsx';
import { ProgressHeader } from './components/progress-header.tsx';
import { PageScreen } from './components/page-screen.tsx';
import { RouteMascot } from './components/route-mascot.tsx';
import { isUnwrittenPage, usePageEditor } from './hooks/use-page-editor.ts';
import { pageProgress } from './lib/navigation.ts';
import { generationState, pictureFieldsProblem, promptDrawing, promptParts } from './lib/page-rules.ts';
import { PAGE_UI } from './page-texts.ts';
import { DrawLauncher } from './components/create-layout.tsx';
import { DRAW_UI } from './drawing/drawing-texts.ts';
import './pages.css';
import { CREATE_UI } from './create-texts.ts';

/** /ai_photoinput/{id}/{step}/{page}: who/where/what → a picture, twice at most (spec part 2 §2, §4). */
export default function AiPhotoinputPage() {
  return (
    <PageScreen
      withBook
      editor={({ pageKey, page, book }) => <PictureEditor pageKey={pageKey} initial={page} style={book?.style ?? ''} />}
    />
  );
}

function analysisOf(f: { who: string; where: string; what: string }) {
  return PAGE_UI.analysis(f.who.trim(), f.where.trim(), f.what.trim());
}

function PictureEditor({ pageKey, initial, style }: { pageKey: PageKey; initial: PageData; style: string }) {
  const { bookId, step, page, isTrial, navigate, mascot, invalidate, busy, save, act } = usePageEditor<
    'generate' | 'save'
  >(pageKey);
  const first = initial.user_pic_input[0] ?? { who: '', where: '', what: '' };
  const [fields, setFields] = useState(first);
  const [pictures, setPictures] = useState(initial.story_pic_ai);
  const [generated, setGenerated] = useState(initial.pic_generated);
  const [index, setIndex] = useState(() => Math.max(0, initial.story_pic_ai.indexOf(initial.user_pic_select)));
  const [analysis, setAnalysis] = useState(initial.story_pic_ai.length ? analysisOf(first) : '');
  const state = generationState(generated);
  const { percent, label } = pageProgress({
    pageCount: initial.page_count - (isUnwrittenPage(initial) ? 1 : 0),
    isTrial,
  });

  const setField = (name: 'who' | 'where' | 'what') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function handleGenerate() {
    if (!style) return mascot.say(CREATE_MSG.styleRequired);
    const problem = pictureFieldsProblem(fields);
    if (problem) return mascot.say(problem);
    await act('generate', async () => {
      await save({ user_pic_input: [fields] }, { refresh: false });
      const prompt = await storyToPrompt({ ...fields, bookId });
      const drawing = promptDrawing(prompt);
      setAnalysis(analysisOf(promptParts(prompt) ?? fields) + (drawing ? PAGE_UI.drawing(drawing) : ''));
      const result = await promptToImage({ prompt, style, bookId, step, page });
      setPictures(result.story_pic_ai);
      setGenerated(result.pic_generated);
      setIndex(result.story_pic_ai.length - 1);
      await invalidate();
    });
  }

  async function handleNext() {
    const chosen = pictures[index];
    if (!chosen) return;
    await act('save', async () => {
      await save({ user_pic_select: chosen });
      navigate(`/editbook/${bookId}/${step}/${page}`);
    });
  }

  const generateLabel =
    busy === 'generate'
      ? PAGE_UI.generating
      : state === 'generate'
        ? PAGE_UI.generate
        : state === 'regenerate'
          ? PAGE_UI.regenerate
          : PAGE_UI.usedUp;
  return (
    <CreateLayout
      header={<ProgressHeader title={PAGE_UI.pictureTitle} icon="🎨" percent={percent} label={label} />}
      mascot={<RouteMascot route="Ai_photoinput" error={mascot.error} />}
      wide
    >
      <div className="picture-editor">
        <div className="create-form picture-fields">
          <TextField
            label={PAGE_UI.who}
            value={fields.who}
            maxLength={PIC_FIELD_MAX * 2}
            placeholder={PAGE_UI.whoPlaceholder}
            onChange={setField('who')}
          />
          <TextField
            label={PAGE_UI.where}
            value={fields.where}
            maxLength={PIC_FIELD_MAX * 2}
            placeholder={PAGE_UI.wherePlaceholder}
            onChange={setField('where')}
          />
          <TextField
            label={PAGE_UI.what}
            value={fields.what}
            maxLength={PIC_FIELD_MAX * 2}
            placeholder={PAGE_UI.whatPlaceholder}
            onChange={setField('what')}
          />
          <div className="analysis" aria-live="polite">
            <strong>🔍 {PAGE_UI.analysisTitle}</strong>
            <p data-testid="analysis">{analysis || PAGE_UI.analysisEmpty}</p>
          </div>
          <Button
            variant={state === 'used-up' ? 'ghost' : 'secondary'}
            onClick={handleGenerate}
            disabled={busy !== null || state === 'used-up'}
            data-testid="generate"
          >
            🖌 {generateLabel}
          </Button>
          <DrawLauncher
            bookId={bookId}
            target="page"
            step={step}
            page={page}
            title={DRAW_UI.title}
            disabled={busy !== null}
            onSaved={async (saved) => {
              const list = saved.story_pic_ai ?? [];
              setPictures(list);
              setIndex(Math.max(0, list.indexOf(saved.image)));
              await invalidate();
            }}
          />
        </div>
        <PictureCarousel pictures={pictures} index={index} onIndex={setIndex} empty={PAGE_UI.pictureEmpty} />
      </div>
      <div className="create-nav">
        <Link className="btn btn-ghost" to={`/ai_story/${bookId}/${step}/${page}`}>
          ⬅ {PAGE_UI.storyLabel}
        </Link>
        {pictures.length > 0 ? (
          <Button className="btn-huge" onClick={handleNext} disabled={busy !== null}>
            {busy === 'save' ? CREATE_UI.saving : PAGE_UI.chooseNext}
          </Button>
        ) : null}
      </div>
    </CreateLayout>
  );
}
