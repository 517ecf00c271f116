import type { ReadCallback, Services } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, languageDetector, localesBackend } from './i18n';

/** The backend's answer to one read: [error, texts or retry]. */
function read(status: number | Error, body = '{"hello":"Hello"}') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      status instanceof Error
        ? Promise.reject(status)
        : Promise.resolve(new Response(status === 200 ? body : 'no', { status, statusText: url })),
    ),
  );
  localesBackend.init({} as Services, {}, {});
  return new Promise<Parameters<ReadCallback>>((resolve) =>
    localesBackend.read('ko', 'common', (...answer) => resolve(answer)),
  );
}

describe('localesBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads /locales/{lng}/{ns}.json', async () => {
    expect(await read(200)).toEqual([null, { hello: 'Hello' }]);
    expect(fetch).toHaveBeenCalledWith('/locales/ko/common.json', expect.anything());
  });

  it('has i18next retry a server error or a failed network, not a missing file', async () => {
    expect((await read(503))[1]).toBe(true);
    expect((await read(new TypeError('Failed to fetch')))[1]).toBe(true);
    expect((await read(404))[1]).toBe(false);
    expect((await read(200, 'not json'))[1]).toBe(false);
  });
});

describe('languageDetector', () => {
  afterEach(() => localStorage.clear());

  it('puts the saved language before the browser languages, and saves a change', () => {
    expect(languageDetector.detect()).toEqual([...navigator.languages, navigator.language]);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    expect(languageDetector.detect()?.[0]).toBe('ko');
    languageDetector.cacheUserLanguage?.('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('ignores a saved value that is no language code', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '"><img src=x>');
    expect(languageDetector.detect()).toEqual([...navigator.languages, navigator.language]);
  });
});
