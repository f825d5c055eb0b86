import { Suspense } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { MascotCat } from '../../components/ui/mascot.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLogout } from '../../lib/auth.ts';
import { TEACHER_UI, UI } from '../../lib/messages.ts';
import { store } from '../../lib/storage.ts';
import { useTeacherMe } from './api/get-me.ts';
import './teacher.css';

function Loading() {
  return (
    <div className="page-loading" role="status">
      <MascotCat size={72} className="bob" />
      <span>{UI.loading}</span>
    </div>
  );
}

/** The console's frame: only teachers and school admins get past it; everyone else goes to the shelf. */
export default function TeacherLayout() {
  const me = useTeacherMe();
  const logout = useLogout();
  if (!store.token()) return <Navigate to="/login?isSchool=true" replace />;
  if (me.error instanceof ApiError && me.error.status === 403) return <Navigate to="/main" replace />;
  if (!me.data) return <Loading />;
  return (
    <div className="app-shell teacher-shell">
      <header className="topbar">
        <Link to="/teacher" className="brand">
          <MascotCat size={40} />
          <span>
            {UI.appName}・{TEACHER_UI.consoleTitle}
          </span>
        </Link>
        <nav className="topnav" aria-label={TEACHER_UI.consoleTitle}>
          <span className="teacher-school">🏫 {me.data.school.name}</span>
          <span className="points-badge" data-testid="school-pool">
            <span className="emoji">⭐</span> {TEACHER_UI.schoolPool} {me.data.school.point} {UI.pointUnit}
          </span>
          <span>👩‍🏫 {me.data.name}</span>
          <button type="button" className="linklike" onClick={() => void logout()}>
            {UI.logout}
          </button>
        </nav>
      </header>
      <main className="app-main teacher-main">
        <Suspense fallback={<Loading />}>
          <Outlet context={me.data} />
        </Suspense>
      </main>
    </div>
  );
}
