import { MIN_POINTS_TO_START } from '@storycat/contract/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { MascotCat } from '../../../components/ui/mascot.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { UI } from '../../../lib/messages.ts';

/**
 * Making a book costs 10 points (part 1 §2 Main, §4): 開始 starts the voyage at Guide 1 (which leads to
 * /step1/new, part 2 §2 Guides) with at least 10 points, otherwise
 * the insufficient-points modal points to the member centre. Buying and redeeming are offered either way.
 */
export function CreateBookModal({ point, onClose }: { point: number; onClose: () => void }) {
  const navigate = useNavigate();
  const [insufficient, setInsufficient] = useState(false);
  const handleStart = () => {
    if (point >= MIN_POINTS_TO_START) navigate('/guide/1');
    else setInsufficient(true);
  };

  if (insufficient) {
    return (
      <Modal title={UI.insufficientTitle} onClose={onClose} className="create-modal">
        <p className="create-modal-body">😿 {UI.insufficientBody}</p>
        <p className="create-modal-points">
          {UI.yourPoints} <strong>{point}</strong> {UI.pointUnit}
        </p>
        <div className="create-modal-actions">
          <Link className="btn btn-primary" to="/profile">
            👤 {UI.toMemberCentre}
          </Link>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={UI.createBookTitle} onClose={onClose} className="create-modal">
      <div className="create-modal-hero">
        <MascotCat size={84} />
        <p className="create-modal-body">{UI.createBookCost}</p>
      </div>
      <p className="create-modal-points">
        {UI.yourPoints} <strong>{point}</strong> {UI.pointUnit}
      </p>
      <Button className="btn-huge btn-block" onClick={handleStart}>
        🚀 {UI.start}
      </Button>
      <div className="create-modal-actions">
        <Link className="btn btn-secondary" to="/point">
          <span className="emoji">⭐</span> {UI.buyPoints}
        </Link>
        <Link className="btn btn-secondary" to="/redeem">
          🎁 {UI.redeem}
        </Link>
      </div>
    </Modal>
  );
}
