import { Link } from 'react-router';
import { MascotCat } from '../../../components/ui/mascot.tsx';
import { UI } from '../../../lib/messages.ts';
import type { OnboardingCard as Kind } from '../onboarding.ts';

const CARDS = {
  tour: { emoji: '🧭', title: UI.tourCardTitle, body: UI.tourCardBody },
  create: { emoji: '✏️', title: UI.createCardTitle, body: UI.createCardBody },
  topUp: { emoji: '⭐', title: UI.topUpCardTitle, body: UI.topUpCardBody },
} as const;

/** The empty shelf's single onboarding card; 'start creating' opens the same modal as the create button. */
export function OnboardingCard({ kind, onCreate }: { kind: Kind; onCreate: () => void }) {
  const card = CARDS[kind];
  const action =
    kind === 'tour' ? (
      <Link className="btn btn-primary btn-huge" to="/tour">
        <span className="emoji">{card.emoji}</span> {card.title}
      </Link>
    ) : kind === 'create' ? (
      <button type="button" className="btn btn-primary btn-huge" onClick={onCreate}>
        <span className="emoji">{card.emoji}</span> {card.title}
      </button>
    ) : (
      <Link className="btn btn-primary btn-huge" to="/point">
        <span className="emoji">{card.emoji}</span> {card.title}
      </Link>
    );
  return (
    <section className="onboarding-card card" aria-label={card.title} data-testid={`onboarding-${kind}`}>
      <MascotCat size={110} className="bob" />
      <div className="onboarding-text">
        <h2>{card.title}</h2>
        <p>{card.body}</p>
        {action}
      </div>
    </section>
  );
}
