import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOffUrl, translateOnDevice, translationPath } from './browser-translation';

/** A fake of Chrome's on-device `Translator` global, answering `availability` with `state`. */
function installTranslator(state: string | null = 'available') {
  const translate = vi.fn((text: string) => Promise.resolve(`[en] ${text}`));
  const fake = {
    availability: vi.fn(() => Promise.resolve(state)),
    create: vi.fn(() => Promise.resolve({ translate, destroy: vi.fn() })),
  };
  vi.stubGlobal('Translator', fake);
  return { fake, translate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translationPath', () => {
  it('is the server when it has a translator, whatever the browser has', () => {
    installTranslator();
    expect(translationPath({ server: true })).toBe('server');
  });

  it('is the browser when the server has none and the browser has a Translator API', () => {
    installTranslator();
    expect(translationPath({ server: false })).toBe('device');
  });

  it('hands off when neither can, or when the global is not the API', () => {
    expect(translationPath({ server: false })).toBe('handOff');
    vi.stubGlobal('Translator', { availability: 'nope' });
    expect(translationPath({ server: false })).toBe('handOff');
  });
});

describe('translateOnDevice', () => {
  it('detects the language from the text and translates with one translator per pair', async () => {
    const { fake, translate } = installTranslator();
    expect(await translateOnDevice('오늘 시간 있어요?', 'en')).toEqual({
      text: '[en] 오늘 시간 있어요?',
      source: 'ko',
    });
    expect(fake.availability).toHaveBeenCalledWith({ sourceLanguage: 'ko', targetLanguage: 'en' });
    await translateOnDevice('내일 봐요', 'en');
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('uses the hint when the text is too short to tell', async () => {
    const { fake } = installTranslator();
    expect(await translateOnDevice('Hola', 'ko', 'es')).toEqual({
      text: '[en] Hola',
      source: 'es',
    });
    expect(fake.create).toHaveBeenCalledWith(
      expect.objectContaining({ sourceLanguage: 'es', targetLanguage: 'ko' }),
    );
  });

  it('gives up (the caller hands off) when the pair is unavailable or creating fails', async () => {
    installTranslator('unavailable');
    expect(await translateOnDevice('오늘 시간 있어요?', 'en')).toBeNull();
    const { fake } = installTranslator('downloadable');
    fake.create.mockImplementation(() => Promise.reject(new DOMException('x', 'NotAllowedError')));
    expect(await translateOnDevice('오늘 시간 있어요?', 'en')).toBeNull();
    // Unknown language, or already in the target language: nothing to ask the browser.
    expect(await translateOnDevice('Hi', 'en')).toBeNull();
    expect(await translateOnDevice('좋아요', 'ko')).toBeNull();
    vi.unstubAllGlobals();
    expect(await translateOnDevice('오늘 시간 있어요?', 'en')).toBeNull();
  });
});

describe('translateOnDevice when the browser stalls', () => {
  it('hands off when creating never ends and reports no download progress', async () => {
    const { fake } = installTranslator('downloadable');
    fake.create.mockImplementation(() => new Promise(() => {}));
    expect(await translateOnDevice('오늘 시간 있어요?', 'en', null, 50)).toBeNull();
    // The next press asks the browser again.
    expect(await translateOnDevice('오늘 시간 있어요?', 'en', null, 50)).toBeNull();
    expect(fake.create).toHaveBeenCalledTimes(2);
  });

  it('keeps waiting while the model download reports progress', async () => {
    const { fake, translate } = installTranslator('downloadable');
    fake.create.mockImplementation(
      (options?: {
        monitor?: (m: { addEventListener: (t: string, l: () => void) => void }) => void;
      }) =>
        new Promise((resolve) => {
          let listener = () => {};
          options?.monitor?.({ addEventListener: (_type, l) => (listener = l) });
          // 150 ms of downloading, progress every 20 ms, with a 50 ms stall limit.
          const tick = setInterval(listener, 20);
          setTimeout(() => {
            clearInterval(tick);
            resolve({ translate, destroy: vi.fn() });
          }, 150);
        }),
    );
    expect(await translateOnDevice('오늘 시간 있어요?', 'en', null, 50)).toEqual({
      text: '[en] 오늘 시간 있어요?',
      source: 'ko',
    });
  });
});

describe('handOffUrl', () => {
  it('opens Google Translate into the target with odd text fully encoded', () => {
    const url = handOffUrl(' 1+1=2 & "C#"?\n100% 좋아요 😀 ', 'ko');
    expect(url).toBe(
      'https://translate.google.com/?sl=auto&tl=ko&text=1%2B1%3D2%20%26%20%22C%23%22%3F%0A100%25%20%EC%A2%8B%EC%95%84%EC%9A%94%20%F0%9F%98%80&op=translate',
    );
    // The address reads back as the same text.
    expect(new URL(url).searchParams.get('text')).toBe('1+1=2 & "C#"?\n100% 좋아요 😀');
  });

  it('cuts very long text at the translator limit without splitting a character', () => {
    const text = new URL(handOffUrl('😀'.repeat(6000), 'en')).searchParams.get('text') ?? '';
    expect(Array.from(text)).toHaveLength(5000);
    expect(text.endsWith('😀')).toBe(true);
  });
});
