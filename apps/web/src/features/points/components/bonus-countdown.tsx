import type { BonusEvent } from '@storycat/contract';
import { useEffect } from 'react';
import { MSG, UI } from '../../../lib/messages.ts';
import { formatLeft, useCountdown } from './use-countdown.ts';

/** Counts down from joined_at + time_limit_in_minutes; at 0 it says the offer has ended (part 1 §4). */
export function BonusCountdown({ event, onEnded }: { event: BonusEvent; onEnded: () => void }) {
  const left = useCountdown(event.window_end_at);
  const ended = left === 0;
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  return (
    <div className={`bonus-banner ${ended ? 'ended' : ''}`} role="timer" aria-live="off">
      <span className="bonus-name">🎉 {event.name}</span>
      {ended ? (
        <strong>{MSG.offerEnded}</strong>
      ) : (
        <span>
          {UI.bonusLeft} <strong className="bonus-clock">{left === null ? '' : formatLeft(left)}</strong>
        </span>
      )}
    </div>
  );
}
