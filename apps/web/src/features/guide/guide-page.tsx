import { Link, Navigate, useParams } from 'react-router';
import { STORAGE_KEYS } from '@storycat/contract/constants';
import { store } from '../../lib/storage.ts';
import { useQuery } from '@tanstack/react-query';
import { characterQuery } from '../../lib/character-record.ts';
import { GuideScene } from './guide-scene.tsx';
import { GUIDE_UI, GUIDES, guideOf, guideTarget, type Guide } from './guides.ts';
import './guide.css';

/** Story guide 1–5 (spec part 2 §2 Guides): one stop of the pirate voyage and the way on. */
export default function GuidePage() {
  const { n } = useParams();
  const guide = guideOf(n);
  if (!guide) return <Navigate to="/main" replace />;
  const bookId = store.get(STORAGE_KEYS.currentBookID);
  const target = guideTarget(guide.n, bookId);
  return <GuideStop guide={guide} bookId={bookId} target={target} />;
}

/** From Guide 2 on, the child's own main character sails on the ship instead of the mascot cat. */
function GuideStop({ guide, bookId, target }: { guide: Guide; bookId: string | null; target: string }) {
  const character = useQuery({ ...characterQuery(bookId ?? ''), enabled: Boolean(bookId) && guide.n >= 2 });
  const hero = guide.n >= 2 && bookId && character.data ? character.data : null;
  return (
    <div className="guide-page">
      <ol className="guide-map" aria-label={GUIDE_UI.map}>
        {GUIDES.map((g) => (
          <li key={g.n} className={g.n === guide.n ? 'here' : g.n < guide.n ? 'passed' : ''}>
            <span className="guide-dot">{g.n < guide.n ? '✔' : g.n}</span>
            <span className="guide-dot-label">{g.title}</span>
          </li>
        ))}
      </ol>
      <article className="guide-card">
        <GuideScene guide={guide} hero={hero ? { image: hero.image, name: hero.name } : undefined} />
        <div className="guide-text">
          <p className="guide-stop">{GUIDE_UI.stop(guide.n)}</p>
          <h1>{guide.title}</h1>
          {guide.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
          <Link className="btn btn-primary btn-huge guide-go" to={target}>
            {guide.button} ➜
          </Link>
        </div>
      </article>
    </div>
  );
}
