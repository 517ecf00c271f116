import { INTERFACE_LANGUAGES } from '@chingu/contract/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
export const I18N_NAMESPACES = [
  'common',
  'landing',
  'auth',
  'errors',
  'members',
  'profile',
  'moments',
  'chat',
  'reports',
  'settings',
  'home',
  'calls',
  'stories',
  'notebook',
  'rooms',
] as const;
/**
 * Loaded before the first render (every screen uses them); the others load with the screens that
 * ask for them (`useTranslation(ns)`), preloaded by public/route-hints.js on a first visit.
 */
export const I18N_INITIAL_NAMESPACES = ['common', 'errors'] as const;

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Loads namespaces once initI18n has finished (route modules start loading before it). Waits for
 * ever if initI18n never runs: only the app (main.tsx) calls it; unit tests use test/i18n.ts.
 */
export async function loadNamespacesWhenReady(ns: string | readonly string[]) {
  await ready;
  await i18n.loadNamespaces(typeof ns === 'string' ? ns : [...ns]);
}

/**
 * Texts load from /locales/{lng}/{ns}.json. The saved `preferredLanguage` wins, then the browser
 * language (PRODUCT §3); English is the fallback.
 */
export function initI18n() {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    rememberLanguageForServer(lng);
  });
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...INTERFACE_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Korean has every key (locales.test.ts), so Korean pages do not also fetch English texts.
      fallbackLng: { ko: [], default: ['en'] },
      ns: [...I18N_INITIAL_NAMESPACES],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
    })
    .finally(markReady);
}

/**
 * The server picks the prerendered landing's language from this cookie (else Accept-Language;
 * docs/decisions/030-prerendered-landing.md), so it follows the language the app shows.
 */
function rememberLanguageForServer(lng: string) {
  const code = lng.slice(0, 2);
  if (!(INTERFACE_LANGUAGES as readonly string[]).includes(code)) return;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * For the build's prerender (src/prerender) only: the texts are given, nothing is fetched or
 * detected, and there is no document to update.
 */
export function initI18nWithResources(
  resources: Record<string, Record<string, Record<string, unknown>>>,
) {
  return i18n
    .use(initReactI18next)
    .init({
      lng: 'en',
      supportedLngs: [...INTERFACE_LANGUAGES],
      fallbackLng: false,
      ns: Object.keys(resources.en ?? {}),
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    .finally(markReady);
}

export { i18n };
