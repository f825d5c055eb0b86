import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { TOUR_FIELD_MAX, TOUR_STORY_MAX } from '@storycat/contract/constants';
import { MSG } from '@storycat/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { Mascot } from '../../components/ui/mascot.tsx';
import { useDialogFocus } from '../../components/ui/use-dialog-focus.ts';
import { ApiError } from '../../lib/api.ts';
import { useProfile } from '../../lib/auth.ts';
import { store } from '../../lib/storage.ts';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useMarkGuideDone } from './api/guide-done.ts';
import { useTourPicture, type TourScene } from './api/tour-picture.ts';
import { validateTourScene, validateTourStory } from './tour-rules.ts';
import { TOUR_UI } from './tour-texts.ts';
import './tour.css';

/** The style the tour draws in: the first built-in style, as a new book starts with it. */
const TOUR_STYLE = '1';
const FAILED = MSG.picGenerationFailed;

/** Intro tour (spec part 2 §2): story → who/where/what → the picture; finishing marks the guide done. Not for trial. */
export default function TourPage() {
  const profile = useProfile();
  if (store.isTrial() || profile.data?.is_trial) return <Navigate to="/main" replace />;
  if (!profile.data) return <PageLoading />;
  return <Tour />;
}

function Tour() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [story, setStory] = useState('');
  const [scene, setScene] = useState<TourScene>({ who: '', where: '', what: '' });
  const [picture, setPicture] = useState<string | null>(null);
  const flash = useFlash();
  const draw = useTourPicture();
  const done = useMarkGuideDone();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, () => navigate('/main'));

  const setField = (k: keyof TourScene) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setScene((s) => ({ ...s, [k]: e.target.value }));

  function handleStory(e: React.FormEvent) {
    e.preventDefault();
    const problem = validateTourStory(story);
    if (problem) return flash.show(problem);
    flash.clear();
    setStep(2);
  }

  async function handleDraw(e: React.FormEvent) {
    e.preventDefault();
    const problem = validateTourScene(scene);
    if (problem) return flash.show(problem);
    try {
      const url = await draw.mutateAsync({ scene, style: TOUR_STYLE });
      if (!url) return flash.show(FAILED);
      flash.clear();
      setPicture(url);
      setStep(3);
    } catch (err) {
      flash.show(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : FAILED);
    }
  }

  async function handleFinish() {
    try {
      await done.mutateAsync();
      navigate('/main');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : FAILED);
    }
  }

  return (
    <div className="tour-overlay" role="dialog" aria-modal="true" aria-label={TOUR_UI.title} tabIndex={-1} ref={dialog}>
      <div className="tour-card">
        <button type="button" className="modal-x" aria-label={TOUR_UI.close} onClick={() => navigate('/main')}>
          ×
        </button>
        <ol className="tour-steps" aria-label={TOUR_UI.stepOf(step)}>
          {[1, 2, 3].map((n) => (
            <li
              key={n}
              className={n === step ? 'here' : n < step ? 'passed' : ''}
              aria-current={n === step ? 'step' : undefined}
            >
              {n < step ? '✔' : n}
            </li>
          ))}
        </ol>
        <div className="tour-main">
          <Mascot size={84} />
          <div className="tour-body">
            {step === 1 ? (
              <form className="form" onSubmit={handleStory} noValidate>
                <h1>{TOUR_UI.step1Title}</h1>
                <p>{TOUR_UI.step1Lead}</p>
                <TextField
                  label={TOUR_UI.storyLabel}
                  placeholder={TOUR_UI.storyPlaceholder}
                  value={story}
                  onChange={(e) => setStory(e.target.value)}
                  hint={`${[...story.trim()].length} / ${TOUR_STORY_MAX}`}
                  autoComplete="off"
                />
                <FlashText flash={flash} />
                <Button type="submit" className="btn-huge">
                  {TOUR_UI.next} ➜
                </Button>
              </form>
            ) : step === 2 ? (
              <form className="form" onSubmit={handleDraw} noValidate>
                <h1>{TOUR_UI.step2Title}</h1>
                <p className="tour-story">「{story.trim()}」</p>
                <p>{TOUR_UI.step2Lead}</p>
                <div className="tour-fields">
                  {(['who', 'where', 'what'] as const).map((k) => (
                    <TextField
                      key={k}
                      label={TOUR_UI[k]}
                      placeholder={TOUR_UI[`${k}Placeholder`]}
                      value={scene[k]}
                      onChange={setField(k)}
                      hint={`${[...scene[k].trim()].length} / ${TOUR_FIELD_MAX}`}
                      autoComplete="off"
                    />
                  ))}
                </div>
                <FlashText flash={flash} />
                <div className="tour-nav">
                  <Button variant="ghost" onClick={() => setStep(1)} disabled={draw.isPending}>
                    ⬅ {TOUR_UI.back}
                  </Button>
                  <Button type="submit" className="btn-huge" disabled={draw.isPending}>
                    🖌️ {draw.isPending ? TOUR_UI.drawing : TOUR_UI.draw}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="form">
                <h1>{TOUR_UI.step3Title}</h1>
                <figure className="tour-picture">
                  {picture ? <img src={picture} alt={TOUR_UI.pictureAlt} /> : null}
                  <figcaption>{story.trim()}</figcaption>
                </figure>
                <p>{TOUR_UI.step3Lead}</p>
                <FlashText flash={flash} />
                <div className="tour-nav">
                  <Button variant="ghost" onClick={() => setStep(2)} disabled={done.isPending}>
                    ⬅ {TOUR_UI.back}
                  </Button>
                  <Button className="btn-huge" onClick={handleFinish} disabled={done.isPending}>
                    {done.isPending ? TOUR_UI.finishing : `🎉 ${TOUR_UI.finish}`}
                  </Button>
                </div>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
