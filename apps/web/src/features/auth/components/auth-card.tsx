import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MascotCat } from '../../../components/ui/mascot.tsx';
import { UI } from '../../../lib/messages.ts';

/** The card every sign-in screen sits in, with the mascot and the link back to the home page. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <div className="auth-head">
          <MascotCat size={84} />
          <h1>{title}</h1>
        </div>
        {children}
        <div className="auth-links">
          {footer}
          <Link to="/">← {UI.backHome}</Link>
        </div>
      </div>
    </div>
  );
}
