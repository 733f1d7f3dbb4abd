import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/web/app/app';
import '@/web/app/styles.css';
import { registerServiceWorker } from '@/web/lib/service-worker';
import { applyDocumentLocale } from '@/web/i18n/i18n';
import { warmUp } from '@/web/lib/warm-up';
import { setServerWording } from '@/web/lib/api-client';
import { preloadFirstScreen } from '@/web/app/router';
import { createQueryClient } from '@/web/lib/query-client';
import { hasDeviceId } from '@/web/lib/device-id';
import { atMost } from '@/web/lib/at-most';
import { leaveDialogEntryOfEarlierPage } from '@/web/components/ui/use-close-on-back';

/**
 * How long the page's own loading screen (index.html's, drawn before any script) may stand while
 * the first screen's session, code and data come. Past it the app draws its loading states, so
 * a connection that hangs still ends in words, not a spinner.
 */
const FIRST_DRAW_WAIT_MS = 3000;

applyDocumentLocale();
leaveDialogEntryOfEarlierPage();
setServerWording(() => import('@/web/lib/server-messages'));
const queryClient = createQueryClient();
const first = preloadFirstScreen(location.pathname, {
  hasSignedInHere: hasDeviceId(),
  queryClient,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// One drawing, once the screen has what it needs, instead of loading states and then a drawing
// per answer; as a transition, so that React draws it in slices between which the phone stays
// responsive, where an urgent drawing is one task as long as the whole screen (issue 21).
void atMost(first.ready, FIRST_DRAW_WAIT_MS).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);

registerServiceWorker();
warmUp({ formats: first.signedIn });
