import { Link } from 'react-router';
import { UI } from '../../lib/messages.ts';

/** The site footer: copyright, the privacy notice, the emoji credit. */
export function Footer() {
  return (
    <footer className="site-footer">
      <span>{UI.copyright}</span>
      <Link to="/privacy">{UI.privacyLink}</Link>
      <span className="credit">{UI.emojiCredit}</span>
    </footer>
  );
}
