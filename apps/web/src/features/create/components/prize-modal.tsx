import { useEffect, useState } from 'react';
import { PRIZE_MS } from '@storycat/contract/constants';
import { Modal } from '../../../components/ui/modal.tsx';
import { MONSTERS, PAGE_UI } from '../page-texts.ts';
import { Monster } from './monster.tsx';

/** The prize after a finished page: a random one of 12 monsters, defeated, with praise; closes itself after 3 s. */
export function PrizeModal({ onDone }: { onDone: () => void }) {
  const [index] = useState(() => Math.floor(Math.random() * MONSTERS.length));
  const monster = MONSTERS[index]!;
  useEffect(() => {
    const timer = setTimeout(onDone, PRIZE_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <Modal title={PAGE_UI.prizeTitle} onClose={onDone} className="prize-modal">
      <div className="prize" data-testid="prize">
        <div className="prize-monster">
          <Monster index={index} />
        </div>
        <p className="prize-name">{monster.name}</p>
        <p className="prize-praise">{monster.praise}</p>
      </div>
    </Modal>
  );
}
