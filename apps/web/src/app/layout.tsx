import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { MascotCat } from '../components/ui/mascot.tsx';
import { UI } from '../lib/messages.ts';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <MascotCat size={72} className="bob" />
      <span>{UI.loading}</span>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <span>{UI.copyright}</span>
      <Link to="/privacy">{UI.privacyLink}</Link>
      <span className="credit">{UI.emojiCredit}</span>
    </footer>
  );
}

/** Landing, login, register, reset: no navigation bar. */
export function PublicLayout() {
  return (
    <main className="public-shell">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
