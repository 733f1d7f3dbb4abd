import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app/app';
import '@/web/app/styles.css';
import { registerServiceWorker } from '@/web/lib/service-worker';
import { applyDocumentLocale, warmFormats } from '@/web/i18n/i18n';
import { setServerWording } from '@/web/lib/api-client';
import { prefetchFirstData, preloadFirstScreen } from '@/web/app/router';
import { createQueryClient } from '@/web/lib/query-client';
import { hasDeviceId } from '@/web/lib/device-id';

applyDocumentLocale();
setServerWording(() => import('@/web/lib/server-messages'));
const signedInScreen = preloadFirstScreen(location.pathname, hasDeviceId());
const queryClient = createQueryClient();
const signedIn = prefetchFirstData(location.pathname, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
// Only where figures will be drawn: Login and the other signed-out screens format none, and
// the warm-up would be a 20-60 ms task of their load for nothing. A browser new to this device
// learns it is signed in from the session.
if (signedInScreen) warmFormats();
else void signedIn.then((yes) => yes && warmFormats());
