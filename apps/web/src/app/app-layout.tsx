import { isStaffRole } from '@storycat/contract/constants';
import { Suspense, useLayoutEffect } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { MascotCat } from '../components/ui/mascot.tsx';
import { useLogout, useProfile } from '../lib/auth.ts';
import { TEACHER_UI, UI } from '../lib/messages.ts';
import { store } from '../lib/storage.ts';
import { DraftKeeper } from './draft-keeper.tsx';
import { Footer } from '../components/ui/footer.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';

// A chunk of its own (loaded with the first signed-in screen): the landing and login pages never need the
// profile query, the logout call or the navigation (apps/web/scripts/check-bundle-size.mjs).
/** Screens for signed-in users: the top navigation with the points badge; no token → /login. */
export function AppLayout() {
  const location = useLocation();
  // A new screen opens at its top (e.g. /step9 reached from the foot of Guide 5 showed 完成啦！ under the header);
  // back and forward keep the browser's own restored position.
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);
  const profile = useProfile();
  const logout = useLogout();
  if (!store.token()) return <Navigate to={store.loginPath()} replace state={{ from: location.pathname }} />;
  const p = profile.data;
  // A teacher reaches a signed-in screen only to read a pupil's report (/report/:id): her way back is the console,
  // not a shelf, points or a member centre of her own.
  const staff = isStaffRole(p?.role);
  return (
    <div className="app-shell">
      <header className="topbar">
        <Link to={staff ? '/teacher' : '/main'} className="brand" aria-label={UI.appName}>
          <MascotCat size={40} />
          <span>{UI.appName}</span>
        </Link>
        <nav className="topnav" aria-label={UI.mainNav}>
          {staff ? (
            <Link to="/teacher">{TEACHER_UI.backToConsole}</Link>
          ) : (
            <>
              {/* on a phone the labels of the shelf and member centre fold into their icons (still read aloud), so
                  the bar keeps one row (.nav-label) */}
              <NavLink to="/main">
                <span aria-hidden="true">📚</span> <span className="nav-label">{UI.navShelf}</span>
              </NavLink>
              {/* the number's box is reserved, so the bar does not re-wrap when the profile arrives */}
              <NavLink to="/point" className="points-badge">
                <span aria-hidden="true" className="emoji">
                  ⭐
                </span>{' '}
                <span className="points-value">{p ? p.point : '…'}</span> {UI.pointUnit}
              </NavLink>
              <NavLink to="/profile" className="nav-profile">
                {p?.avatar ? (
                  <img src={p.avatar} alt="" className="nav-avatar" width={30} height={30} />
                ) : (
                  <span className="nav-avatar nav-avatar-empty" aria-hidden="true">
                    🙂
                  </span>
                )}{' '}
                <span className="nav-label">{UI.navProfile}</span>
              </NavLink>
            </>
          )}
          <button type="button" className="linklike" onClick={() => void logout()}>
            {UI.logout}
          </button>
        </nav>
      </header>
      <main className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DraftKeeper user={p?.username} />
      <Footer />
    </div>
  );
}
