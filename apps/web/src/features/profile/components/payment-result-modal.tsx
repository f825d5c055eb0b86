import { STORAGE_KEYS } from '@storycat/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { profileQuery } from '../../../lib/auth.ts';
import { MSG, UI } from '../../../lib/messages.ts';
import { store } from '../../../lib/storage.ts';
import { forgetTrade, useTradeResult } from '../api/ecpay-query.ts';

/**
 * After the payment provider sends the browser back to /profile: the stored MerchantTradeNo is queried;
 * TradeStatus 1 → payment successful, 0 → top-up failed (part 1 §4). Closing forgets the stored order.
 */
export function PaymentResultModal() {
  const [tradeNo, setTradeNo] = useState(() => store.get(STORAGE_KEYS.merchantTradeNo));
  const result = useTradeResult(tradeNo);
  const qc = useQueryClient();
  const paid = result.data?.TradeStatus === 1;

  useEffect(() => {
    if (paid) void qc.invalidateQueries({ queryKey: profileQuery.queryKey });
  }, [paid, qc]);

  const handleClose = () => {
    forgetTrade();
    setTradeNo(null);
  };

  if (!tradeNo || !result.data) return null;
  return (
    <Modal title={UI.paymentResultTitle} onClose={handleClose}>
      <div className={`payment-result ${paid ? 'ok' : 'failed'}`} data-testid="payment-result">
        <div className="payment-icon">{paid ? '🎉' : '😿'}</div>
        <p className="payment-text">{paid ? MSG.paymentSuccessful : MSG.topUpFailed}</p>
        {paid ? <p>{UI.paymentAdded(result.data.point, result.data.balance)}</p> : null}
        {paid ? (
          <button type="button" className="btn btn-primary btn-block" onClick={handleClose}>
            {UI.ok}
          </button>
        ) : (
          <Link className="btn btn-primary btn-block" to="/point" onClick={handleClose}>
            {UI.tryAgain}
          </Link>
        )}
      </div>
    </Modal>
  );
}
