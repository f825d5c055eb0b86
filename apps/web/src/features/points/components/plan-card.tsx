import type { PayPlan } from '@storycat/contract';
import { UI } from '../../../lib/messages.ts';

export function PlanCard({ plan, featured, onBuy }: { plan: PayPlan; featured: boolean; onBuy: () => void }) {
  return (
    <li className={`plan-card ${featured ? 'featured' : ''}`} data-testid="plan-card">
      {featured ? <span className="plan-ribbon">{UI.planFeatured}</span> : null}
      <h2 className="plan-name">{plan.name}</h2>
      <p className="plan-points">
        <span className="emoji">⭐</span> {plan.point} {UI.pointUnit}
        {plan.bonus_point > 0 ? <span className="plan-bonus"> +{plan.bonus_point}</span> : null}
      </p>
      <p className="plan-books">{UI.planBooks(plan.point + plan.bonus_point)}</p>
      {plan.is_used ? <p className="plan-used">{UI.planBonusUsed}</p> : null}
      <p className="plan-price">NT$ {plan.price}</p>
      <button type="button" className={`btn ${featured ? 'btn-primary' : 'btn-secondary'} btn-block`} onClick={onBuy}>
        {UI.buy}
      </button>
    </li>
  );
}
