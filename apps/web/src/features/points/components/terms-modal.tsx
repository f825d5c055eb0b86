import { useState } from 'react';
import type { PayPlan } from '@storycat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { UI } from '../../../lib/messages.ts';

/** The purchase terms; the child (or her parent) agrees before the order is made. */
export function TermsModal({
  plan,
  busy,
  onAgree,
  onClose,
}: {
  plan: PayPlan;
  busy: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal title={UI.termsTitle} onClose={onClose}>
      <p>
        {plan.name}：NT$ {plan.price} → <span className="emoji">⭐</span> {plan.point + plan.bonus_point} {UI.pointUnit}
      </p>
      <ol className="terms-list">
        {UI.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
      <label className="check-row">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {UI.termsAgree}
      </label>
      <button type="button" className="btn btn-primary btn-block" disabled={!agreed || busy} onClick={onAgree}>
        {busy ? UI.loading : UI.termsContinue}
      </button>
    </Modal>
  );
}
