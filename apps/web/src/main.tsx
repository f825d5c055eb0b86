import './styles.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { prefetchForScreen } from './lib/next-screen.ts';
import { loadWebFonts } from './lib/web-fonts.ts';

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* no query provider here: the screens that use queries bring it (app/providers.tsx) */}
    <RouterProvider router={router} />
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  </StrictMode>,
);

// the webfont's 116 KB of @font-face rules are parsed after the first paint, not before it
loadWebFonts();

// the next screen's code comes into the cache while the child is still on this one: from the landing or the login
// the shelf's, from the shelf the reader's
prefetchForScreen(location.pathname);
router.subscribe((state) => prefetchForScreen(state.location.pathname));
