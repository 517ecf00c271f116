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
