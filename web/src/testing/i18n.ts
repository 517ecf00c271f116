import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Real locale files, bundled synchronously for tests (the app loads them over HTTP).
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  (resources[lng] ??= {})[ns] = content;
}

export const testI18n: I18n = i18n.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});
