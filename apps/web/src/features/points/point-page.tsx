import type { EcpayOrder, PayPlan } from '@storycat/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { ApiError } from '../../lib/api.ts';
import { MSG, UI } from '../../lib/messages.ts';
import { useBonusEvent } from './api/bonus-event.ts';
import { useCreateOrder } from './api/create-order.ts';
import { payPlansQuery, usePayPlans } from './api/pay-plans.ts';
import { BonusCountdown } from './components/bonus-countdown.tsx';
import { ConfirmForm } from './components/confirm-form.tsx';
import { PlanCard } from './components/plan-card.tsx';
import { TermsModal } from './components/terms-modal.tsx';

/** /point (part 1 §2): plans by id descending, the first highlighted; bonus countdown; terms; confirm form. */
export default function PointPage() {
  const qc = useQueryClient();
  // The event is read first: viewing it joins the child, and then the plans carry her bonus.
  const event = useBonusEvent();
  const plans = usePayPlans(event.isFetched);
  const createOrder = useCreateOrder();
  const flash = useFlash();
  const [chosen, setChosen] = useState<PayPlan | null>(null);
  const [order, setOrder] = useState<EcpayOrder | null>(null);
  const handleEnded = useCallback(() => void qc.invalidateQueries({ queryKey: payPlansQuery.queryKey }), [qc]);

  const handleAgree = async () => {
    if (!chosen) return;
    try {
      setOrder(await createOrder.mutateAsync(chosen));
      setChosen(null);
    } catch (err) {
      setChosen(null);
      flash.show(err instanceof ApiError ? err.message : MSG.topUpFailed);
    }
  };

  if (plans.isPending || event.isPending) return <PageLoading />;
  return (
    <div className="page">
      <h1 className="page-title">
        <span className="emoji">⭐</span> {UI.pointTitle}
      </h1>
      <p className="page-sub">
        {UI.pointIntro} <Link to="/redeem">🎁 {UI.redeem}</Link>
      </p>
      {event.data ? <BonusCountdown event={event.data} onEnded={handleEnded} /> : null}
      <FlashText flash={flash} />
      <ul className="plan-grid">
        {(plans.data ?? []).map((p, i) => (
          <PlanCard key={p.id} plan={p} featured={i === 0} onBuy={() => setChosen(p)} />
        ))}
      </ul>
      {chosen ? (
        <TermsModal
          plan={chosen}
          busy={createOrder.isPending}
          onAgree={() => void handleAgree()}
          onClose={() => setChosen(null)}
        />
      ) : null}
      {order ? <ConfirmForm order={order} onClose={() => setOrder(null)} /> : null}
    </div>
  );
}
