import { PRIVACY_MSG } from '@storycat/contract/privacy-messages';
import { PRIVACY_NOTICE } from '@storycat/contract/privacy-notice';
import { Link } from 'react-router';
import { Footer } from '../../components/ui/footer.tsx';
import { MascotCat } from '../../components/ui/mascot.tsx';
import { UI } from '../../lib/messages.ts';
import './privacy.css';

/** /privacy: the notice for parents (個資法第 8 條), public, its own chunk. The texts live in the contract. */
export default function PrivacyPage() {
  const n = PRIVACY_NOTICE;
  return (
    <div className="privacy-page">
      <header className="privacy-head">
        <Link to="/" className="brand" aria-label={UI.appName}>
          <MascotCat size={40} />
          <span>{UI.appName}</span>
        </Link>
      </header>
      <main className="privacy-main">
        <article className="card privacy-card" aria-labelledby="privacy-title">
          <h1 id="privacy-title">{n.title}</h1>
          <p className="privacy-subtitle">{n.subtitle}</p>
          <p className="privacy-updated">{n.updated}</p>
          <p>{n.intro}</p>
          <nav aria-label={n.title} className="privacy-toc">
            <ol>
              {n.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {n.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.title}</h2>
              {'items' in s && s.items ? (
                <ul>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {'paragraphs' in s && s.paragraphs ? s.paragraphs.map((p) => <p key={p}>{p}</p>) : null}
            </section>
          ))}
          <p className="privacy-back">
            <Link className="btn btn-primary" to="/">
              {PRIVACY_MSG.backHome}
            </Link>
          </p>
        </article>
      </main>
      <Footer />
    </div>
  );
}
