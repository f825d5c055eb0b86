import type { EcpayOrder } from '@storycat/contract';
import { ECPAY_UNPOSTED_FIELDS } from '@storycat/contract/constants';
import { Modal } from '../../../components/ui/modal.tsx';
import { MSG, UI } from '../../../lib/messages.ts';

const unposted = new Set<string>(ECPAY_UNPOSTED_FIELDS);

/**
 * The confirm-transaction form: the signed order fields as hidden inputs, posted by the browser to the
 * provider's address (`post_url`). No key is in it: the server signed it.
 */
export function ConfirmForm({ order, onClose }: { order: EcpayOrder; onClose: () => void }) {
  const problem = !order.post_url ? MSG.formActionUndefined : !order.MerchantTradeNo ? MSG.tradeNoNotSet : null;
  return (
    <Modal title={UI.confirmTitle} onClose={onClose}>
      {problem ? (
        <p className="flash flash-error" role="alert">
          ⚠️ {problem}
        </p>
      ) : (
        <form method="post" action={order.post_url} acceptCharset="UTF-8">
          {Object.entries(order)
            .filter(([k, v]) => !unposted.has(k) && v !== undefined)
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={String(v)} />
            ))}
          <dl className="confirm-list">
            <dt>{UI.confirmItem}</dt>
            <dd>{order.ItemName}</dd>
            <dt>{UI.confirmAmount}</dt>
            <dd>NT$ {order.TotalAmount}</dd>
            <dt>{UI.confirmTradeNo}</dt>
            <dd>{order.MerchantTradeNo}</dd>
          </dl>
          <button type="submit" className="btn btn-primary btn-block">
            💳 {UI.confirmPay}
          </button>
        </form>
      )}
    </Modal>
  );
}
