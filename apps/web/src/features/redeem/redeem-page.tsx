import { REDEEM_REDIRECT_MS } from '@storycat/contract/constants';
import { redeemSuccessMsg } from '@storycat/contract/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FlashText, useFlash, useShake } from '../../components/ui/flash.tsx';
import { MascotCat } from '../../components/ui/mascot.tsx';
import { ApiError } from '../../lib/api.ts';
import { MSG, UI } from '../../lib/messages.ts';
import { useRedeemCode } from './api/redeem-code.ts';

/**
 * /redeem (part 1 §2, §4, §8): empty → redeeming → success (message with the points, then /main after 3 s)
 * or failure; messages clear after 3 s; a network error is only logged.
 */
export default function RedeemPage() {
  const [code, setCode] = useState('');
  const flash = useFlash(REDEEM_REDIRECT_MS);
  const [shake, triggerShake] = useShake(500);
  const redeem = useRedeemCode();
  const navigate = useNavigate();
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (redeem.isPending) return;
    if (!code.trim()) {
      triggerShake();
      return flash.show(MSG.redeemEmpty);
    }
    try {
      const balance = await redeem.mutateAsync(code.trim());
      flash.show(redeemSuccessMsg(balance), 'ok');
      leaving.current = setTimeout(() => navigate('/main'), REDEEM_REDIRECT_MS);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0) {
        console.error('redeem failed', err);
        return;
      }
      triggerShake();
      flash.show(err.status === 429 ? MSG.tooManyRequests : MSG.redeemInvalid);
    }
  };

  return (
    <div className="page narrow">
      <h1 className="page-title">🎁 {UI.redeemTitle}</h1>
      <div className="card redeem-card">
        <div className={`redeem-mascot ${shake ? 'shake-fast' : ''}`}>
          <MascotCat size={120} className={redeem.isPending ? 'bob' : ''} />
        </div>
        <form className="form" onSubmit={handleSubmit} noValidate aria-label={UI.redeemTitle}>
          <label htmlFor="promotion_code">{UI.redeemLabel}</label>
          <input
            id="promotion_code"
            name="promotion_code"
            className="redeem-input"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={UI.redeemPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={redeem.isPending}>
            {redeem.isPending ? UI.redeeming : UI.redeemButton}
          </button>
          <FlashText flash={flash} />
        </form>
        <p className="redeem-help">
          {UI.redeemHelp}{' '}
          <a href={UI.supportUrl} target="_blank" rel="noopener noreferrer">
            {UI.redeemOfficial}
          </a>
        </p>
      </div>
    </div>
  );
}
