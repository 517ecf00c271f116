/// <reference lib="webworker" />
import type { TPushPayload } from '@chingu/contract';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Chingu's service worker (PRODUCT §8.4, docs/decisions/018-service-worker.md): the built app
 * shell is precached so the app opens offline; API, uploads and socket.io always go to the
 * network (only the shell is cached, never data); pushes show system notifications. The font's
 * slices are kept as pages use them, not precached (docs/decisions/065-fonts-cached-as-used.md).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app path is a client route of the SPA: serve the cached index.html for it. The
// server's own paths, and files (a path with an extension), are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/socket\.io\//, /\/[^/]+\.[^/]+$/],
  }),
);

// Noto Sans KR comes in ~120 unicode-range slices (3.5 MB); a page fetches the few its text
// needs. Their names are hashed, so a cached slice never goes stale; the cap bounds what
// versions of the font leave behind. A slice never seen offline falls back to the system font,
// as font-display: optional does on a slow network anyway.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.woff2$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

// A new version waits until the page asks it to take over (the "Reload" toast), so tabs still
// running the old version keep their old chunks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The server sends ZPushPayload; checked by hand so zod stays out of the worker. */
function readPayload(event: PushEvent): TPushPayload | null {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    return null;
  }
  const { title, body, url, tag } = (payload ?? {}) as Partial<Record<keyof TPushPayload, unknown>>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return {
    ...(payload as TPushPayload),
    url: typeof url === 'string' ? url : '/',
    tag: typeof tag === 'string' ? tag : 'chingu',
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: payload.url },
    }),
  );
});

/** Only same-origin app paths are opened: a payload cannot send the member elsewhere. */
function targetUrl(data: unknown): URL {
  const raw = (data as { url?: unknown } | null)?.url;
  const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
  return url.origin === self.location.origin ? url : new URL('/', self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetUrl(event.notification.data);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      if (same) {
        await same.focus();
        return;
      }
      // Another open tab of the app goes to the path (the SPA routes it), else a new window.
      const any = tabs[0];
      if (any) {
        const navigated = await any.navigate(target.href).catch(() => null);
        if (navigated) {
          await navigated.focus();
          return;
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
