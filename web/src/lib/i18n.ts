import { INTERFACE_LANGUAGES } from '@chingu/contract/constants';
import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
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

/*
 * The backend and the language detector below stand in for i18next-http-backend and
 * i18next-browser-languagedetector: the app uses one URL pattern and two sources of the language,
 * and the packages' other options (XHR, query strings, cookies, paths...) weighed 5 KB gzip on
 * every page (issue 32).
 */

/**
 * Texts from /locales/{lng}/{ns}.json (i18next only asks for supported languages). As the
 * package did: a server error or a failed network is retried by i18next, a 4xx is not.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const url = `/locales/${language}/${namespace}.json`;
    // Same mode and credentials as the <link rel=preload> of public/route-hints.js, so the
    // preloaded answer is used.
    fetch(url, { mode: 'cors', credentials: 'same-origin' })
      .then(
        (response) =>
          response.ok
            ? response.json().then(
                (texts: Record<string, unknown>) => callback(null, texts),
                () => callback(`failed parsing ${url}`, false),
              )
            : callback(`failed loading ${url}: ${response.status}`, response.status >= 500),
        (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
      )
      .catch(() => undefined);
  },
};

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked: nothing saved.
  }
}

/** The saved `preferredLanguage`, then the browser's languages; i18next picks the first supported. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const saved = stored(LANGUAGE_STORAGE_KEY);
    return [...(saved ? [saved] : []), ...(navigator.languages ?? []), navigator.language].filter(
      (code): code is string => typeof code === 'string' && /^[A-Za-z0-9_-]{1,35}$/.test(code),
    );
  },
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage blocked: the browser's language decides next time.
    }
  },
};

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
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...INTERFACE_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Korean has every key (locales.test.ts), so Korean pages do not also fetch English texts.
      fallbackLng: { ko: [], default: ['en'] },
      ns: [...I18N_INITIAL_NAMESPACES],
      defaultNS: 'common',
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
