import '@fontsource-variable/noto-sans-tc';
import './styles.css';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { prefetchIfNextIsShelf } from './lib/next-screen.ts';

// The two global reminders open after the first screen: their own chunk keeps them out of the landing budget.
const Overlays = lazy(async () => {
  const { ScreenSizeReminder, SystemUpgradeModal } = await import('./app/overlays.tsx');
  return {
    default: () => (
      <>
        <ScreenSizeReminder />
        <SystemUpgradeModal />
      </>
    ),
  };
});

// The first render is a transition: React renders it in slices of ≈ 5 ms and yields between them, so a screen's first
// render is no single long task on a slow tablet (Total Blocking Time, decision 0024).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      {/* no query provider here: the screens that use queries bring it (app/providers.tsx) */}
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </StrictMode>,
  ),
);

// from the landing or the login, the shelf's code comes into the cache while the child is still there
prefetchIfNextIsShelf(location.pathname);
router.subscribe((state) => prefetchIfNextIsShelf(state.location.pathname));
