// Latin and Hangul subsets; the browser fetches only the woff2 files a page's characters need.
import '@fontsource-variable/noto-sans-kr';
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
// serve stale files. Its first install downloads the whole shell: it starts once the page has
// loaded and gone idle, so it does not hold up the page's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('@/app/service-worker').then((module) => module.registerServiceWorker());
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
