/**
 * Registers the service worker (src/web/sw.ts) in built apps, once the page has loaded so its
 * precaching never competes with the first paint. A browser driven by automation
 * (navigator.webdriver) gets none unless the test asked for it: a worker precaching the whole
 * shell in every browser test would only add load, and a test about offline asks for it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (navigator.webdriver && localStorage.getItem('underprint-service-worker') !== 'on') return;
  const register = () => {
    // The browser's own call: workbox-window's wrapper added 5 KB to the entry chunk for events
    // nothing here listens to.
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (a private window, storage full): the app works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
