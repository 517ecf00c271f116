import { LIMITS } from '@chingu/contract/constants';
import { detectLanguage } from './detect-language';

/**
 * Translation on a default install (PRODUCT §9.4), one place for chat and moments: the server
 * when it has a translator (`TRANSLATE_URL`), else the browser's own on-device Translator API
 * where it exists, else a "Translate in a new tab" hand-off to a web translator.
 */
export type TranslationPath = 'server' | 'device' | 'handOff';

type TranslatorOptions = { sourceLanguage: string; targetLanguage: string };
type CreateMonitor = { addEventListener(type: 'downloadprogress', listener: () => void): void };

/** The part of Chrome's `Translator` global we use (not in TypeScript's DOM types yet). */
type OnDeviceTranslator = { translate(text: string): Promise<string>; destroy?: () => void };
type TranslatorApi = {
  availability(options: TranslatorOptions): Promise<string | null>;
  create(
    options: TranslatorOptions & { monitor?: (monitor: CreateMonitor) => void },
  ): Promise<OnDeviceTranslator>;
};

/** The browser's Translator API when it has a usable one, else null. */
export function translatorApi(): TranslatorApi | null {
  const candidate: unknown = (globalThis as { Translator?: unknown }).Translator;
  if (!candidate || (typeof candidate !== 'function' && typeof candidate !== 'object')) {
    return null;
  }
  const api = candidate as Partial<TranslatorApi>;
  return typeof api.availability === 'function' && typeof api.create === 'function'
    ? (api as TranslatorApi)
    : null;
}

/** Which path a translation starts on: the server's, else the browser's, else a hand-off. */
export function translationPath({ server }: { server: boolean }): TranslationPath {
  if (server) return 'server';
  return translatorApi() ? 'device' : 'handOff';
}

/** A language tag's language alone ("zh-Hant" -> "zh"). */
const base = (code: string) => code.split('-')[0]?.toLowerCase() ?? code;

/**
 * How long the browser may go without finishing or reporting download progress before the
 * member is handed off instead: a browser that cannot fetch its model (offline, or updates
 * turned off) leaves `create()` pending for ever.
 */
export const ON_DEVICE_STALL_MS = 8000;

/** `promise`, or a rejection once `progress.at` is more than `stallMs` old. */
function unlessStalled<T>(promise: Promise<T>, progress: { at: number }, stallMs: number) {
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      const idle = Date.now() - progress.at;
      if (idle >= stallMs) reject(new Error('The on-device translator stalled'));
      else timer = setTimeout(check, stallMs - idle);
    };
    let timer = setTimeout(check, stallMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** One on-device translator per API and language pair, created once (it may load a model). */
const translatorsOf = new WeakMap<TranslatorApi, Map<string, Promise<OnDeviceTranslator>>>();

/**
 * The text translated in the browser, with the language it was read as; null when the browser
 * cannot (no API, language unknown or not supported, model refused): the caller hands off. The
 * language is detected from the text, `hint` (e.g. a moment's language) when that cannot tell.
 * Call it from a click: creating a translator may need the member's activation.
 */
export async function translateOnDevice(
  text: string,
  target: string,
  hint?: string | null,
  stallMs = ON_DEVICE_STALL_MS,
): Promise<{ text: string; source: string } | null> {
  const api = translatorApi();
  if (!api) return null;
  try {
    const source = (await detectLanguage(text)) ?? hint ?? null;
    if (!source || base(source) === base(target)) return null;
    const options = { sourceLanguage: source, targetLanguage: target };
    const availability = await api.availability(options);
    if (!availability || availability === 'unavailable') return null;
    const key = `${source}>${target}`;
    const translators = translatorsOf.get(api) ?? new Map<string, Promise<OnDeviceTranslator>>();
    translatorsOf.set(api, translators);
    const progress = { at: Date.now() };
    let translator = translators.get(key);
    if (!translator) {
      translator = api.create({
        ...options,
        monitor: (monitor) =>
          monitor.addEventListener('downloadprogress', () => {
            progress.at = Date.now();
          }),
      });
      translators.set(key, translator);
      translator.catch(() => translators.delete(key));
    }
    const created = translator;
    const translation = unlessStalled(
      created.then((ready) => ready.translate(text)),
      progress,
      stallMs,
    );
    // A stalled one is created again next time, rather than waited for again.
    translation.catch(() => {
      if (translators.get(key) === created) translators.delete(key);
    });
    return { text: await translation, source };
  } catch {
    return null;
  }
}

/**
 * Google Translate in a new tab with the text filled in, into `target`: the hand-off when neither
 * the server nor the browser can translate. Everything is percent-encoded (`+`, `&`, `#`, line
 * breaks), and the text is cut at the translator's limit so the address stays usable.
 */
export function handOffUrl(text: string, target: string): string {
  const cut = Array.from(text.trim()).slice(0, LIMITS.translateTextMax).join('');
  const params = { sl: 'auto', tl: target, text: cut, op: 'translate' };
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `https://translate.google.com/?${query}`;
}
