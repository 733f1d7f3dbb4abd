import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app/app';
import '@/web/app/styles.css';
import { registerServiceWorker } from '@/web/lib/service-worker';
import { applyDocumentLocale, warmFormatsWhenIdle } from '@/web/i18n/i18n';
import { setServerWording } from '@/web/lib/api-client';
import { preloadFirstScreen } from '@/web/app/router';
import { hasDeviceId } from '@/web/lib/device-id';

applyDocumentLocale();
setServerWording(() => import('@/web/lib/server-messages'));
const signedInScreen = preloadFirstScreen(location.pathname, hasDeviceId());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// Only where figures will be drawn: Login and the other signed-out screens format none, and
// the warm-up would be a 20-60 ms task of their load for nothing.
if (signedInScreen) warmFormatsWhenIdle();
