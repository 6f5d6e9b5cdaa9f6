// CareNet's service worker: shows web push notifications and opens CareNet where they point.
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
