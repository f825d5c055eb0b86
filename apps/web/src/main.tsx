import '@fontsource-variable/noto-sans-tc';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { ScreenSizeReminder, SystemUpgradeModal } from './app/overlays.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      <ScreenSizeReminder />
      <SystemUpgradeModal />
    </AppProviders>
  </StrictMode>,
);
