import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app/app';
import '@/web/app/styles.css';
import { registerServiceWorker } from '@/web/lib/service-worker';
import { applyDocumentLocale } from '@/web/i18n/i18n';
import { warmFormats } from '@/web/lib/warm-formats';
import { setServerWording } from '@/web/lib/api-client';
import { preloadFirstScreen } from '@/web/app/router';
import { createQueryClient } from '@/web/lib/query-client';
import { hasDeviceId } from '@/web/lib/device-id';

applyDocumentLocale();
setServerWording(() => import('@/web/lib/server-messages'));
const queryClient = createQueryClient();
const signedInScreen = preloadFirstScreen(location.pathname, {
  hasSignedInHere: hasDeviceId(),
  queryClient,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
// Only where figures will be drawn: Login and the other signed-out screens format none, and
// the warm-up would be a 20-60 ms task of their load for nothing. At once, even before the
// session answers: made while the page draws its first frame, ICU's initialisation delays that
// frame a little, where made later it lengthened a task of the screen's drawing (issue 21).
if (signedInScreen) warmFormats();
