import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';

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
