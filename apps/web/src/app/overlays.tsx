import { SCREEN_WIDTH_THRESHOLD, STORAGE_KEYS } from '@storycat/contract/constants';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Modal } from '../components/ui/modal.tsx';
import { MSG, UI } from '../lib/messages.ts';

/** A window narrower than the threshold but at least that tall and upright is a tablet held in portrait. */
const PORTRAIT_TABLET = () => window.innerHeight >= SCREEN_WIDTH_THRESHOLD && window.innerHeight > window.innerWidth;

/**
 * Screen-size reminder (spec part 1 §4): shown while the window is narrower than 1000 px, re-checked on resize;
 * worded for the device — a phone is told the spec's text, a tablet in portrait is told to turn it sideways;
 * 'I understand' stores screenSizeWarningDismissed = 'true' persistently, after which it is never shown or checked.
 */
export function ScreenSizeReminder() {
  const [dismissed, setDismissed] = useState(
    () => localStorage.getItem(STORAGE_KEYS.screenSizeWarningDismissed) !== null,
  );
  const [narrow, setNarrow] = useState(() => window.innerWidth < SCREEN_WIDTH_THRESHOLD);
  const [portrait, setPortrait] = useState(PORTRAIT_TABLET);
  useEffect(() => {
    if (dismissed) return;
    const onResize = () => {
      setNarrow(window.innerWidth < SCREEN_WIDTH_THRESHOLD);
      setPortrait(PORTRAIT_TABLET());
    };
    window.addEventListener('resize', onResize);
    onResize(); // the width may have changed between the first render and this subscription
    return () => window.removeEventListener('resize', onResize);
  }, [dismissed]);
  if (dismissed || !narrow) return null;
  const handleDismiss = () => {
    localStorage.setItem(STORAGE_KEYS.screenSizeWarningDismissed, 'true');
    setDismissed(true);
  };
  return (
    <div className="screen-reminder" role="status">
      <span>{portrait ? `🔄 ${MSG.screenSizeReminderPortrait}` : `💻 ${MSG.screenSizeReminder}`}</span>
      <Button onClick={handleDismiss}>{MSG.iUnderstand}</Button>
    </div>
  );
}

/** System-upgrade notice (spec part 1 §4): once per browser session; × or a background click closes it. */
export function SystemUpgradeModal() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(STORAGE_KEYS.systemUpgradeModalShown) === null);
  if (!open) return null;
  const handleClose = () => {
    sessionStorage.setItem(STORAGE_KEYS.systemUpgradeModalShown, 'true');
    setOpen(false);
  };
  return (
    <Modal title={MSG.systemUpgradeTitle} onClose={handleClose} className="upgrade-modal">
      <p className="upgrade-body">{MSG.systemUpgradeBody}</p>
      <a className="btn btn-secondary" href={UI.supportUrl} target="_blank" rel="noopener noreferrer">
        💬 {UI.contactSupport}
      </a>
    </Modal>
  );
}
