/**
 * Registers CareNet's service worker (web push and the offline page) once the page has loaded, so it
 * never competes with the first load. Built app only: the dev server's pages stay uncached.
 */
if (import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
