// CareNet's service worker: shows web push notifications and opens CareNet where they point, and
// answers a page that cannot be loaded for lack of network with the offline page. Nothing else is
// cached: API answers carry health data, which must never be stored on the device.
const OFFLINE_CACHE = 'carenet-offline-v2';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method === 'GET' && request.mode === 'navigate') {
    // Only a failed page load: the network's answer, whatever it is, is passed on untouched.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
  } else if (
    OFFLINE_FILES.includes(new URL(request.url).pathname) &&
    new URL(request.url).origin === self.location.origin
  ) {
    // The offline page's own picture, from the cache when the network is gone.
    event.respondWith(fetch(request).catch(() => caches.match(request)));
  }
});

self.addEventListener('push', (event) => {
  let payload = { title: 'CareNet', body: '', link: '/notifications' };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    // A push without a JSON body still says something happened.
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/favicon.svg',
      data: { link: payload.link || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
