import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { makeStore } from '@/stores/store';

void initI18n();
const store = makeStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

// The service worker (offline app shell, push) only in the built app: in dev and tests it would
// serve stale files. Registered after the page loaded so it does not compete with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('@/app/service-worker').then((module) => module.registerServiceWorker());
  });
}
