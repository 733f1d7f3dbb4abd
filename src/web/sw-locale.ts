// The service worker's language, set before any other module of the worker is evaluated (sw.ts
// imports this first). Paraglide's runtime reads the choice from localStorage, which a worker
// does not have, and takes a window-less scope for a server: a catalog message called at
// module level (a toast's words, an outbox note) would throw there and the worker would never
// install. The worker follows the browser's language; what it words (an outbox entry's note)
// is seldom seen before the page is open again anyway.
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';

overwriteGetLocale(() => (self.navigator.language.toLowerCase().startsWith('el') ? 'el' : 'en'));
