import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '@/hooks/use-features';
import {
  handOffUrl,
  translateOnDevice,
  translationPath,
  type TranslationPath,
} from '@/lib/browser-translation';
import { useTranslateQuery, type Translation } from '@/lib/language-tools-api';

/** An on-device translation of one text into one language, or the browser's refusal. */
type DeviceResult = {
  key: string;
  status: 'loading' | 'done' | 'handOff';
  translation?: Translation;
};

/**
 * Translate on demand into the interface language (PRODUCT §9.4): `toggle` shows the translation
 * and hides it again. The server translates when it can; else the browser, on the device; else
 * `handOffUrl` is a web translator's address for the member to open in a new tab. `hint` is the
 * text's language when known (a moment's), used when the browser cannot tell from the text.
 */
export function useTranslateText(text: string, hint?: string | null) {
  const { i18n } = useTranslation();
  const target = i18n.resolvedLanguage ?? 'en';
  const features = useFeatures();
  const [shown, setShown] = useState(false);
  const [device, setDevice] = useState<DeviceResult>();
  const key = `${target}\n${text}`;
  const current = device?.key === key ? device : undefined;
  const startPath = translationPath({ server: features.translation });
  const path: TranslationPath =
    startPath === 'device' && current?.status === 'handOff' ? 'handOff' : startPath;
  const query = useTranslateQuery(
    shown && path === 'server' && text.trim() ? { text, target } : skipToken,
  );

  function translateHere() {
    setDevice({ key, status: 'loading' });
    void translateOnDevice(text, target, hint).then((result) =>
      setDevice(
        result
          ? {
              key,
              status: 'done',
              translation: { text: result.text, detectedSource: result.source, cached: false },
            }
          : { key, status: 'handOff' },
      ),
    );
  }

  return {
    shown,
    path,
    toggle: () => {
      if (shown) return setShown(false);
      setShown(true);
      // Asked in the click itself: creating a browser translator may need the member's activation.
      if (path === 'device' && !current && text.trim()) translateHere();
    },
    hide: () => setShown(false),
    translation: path === 'server' ? query.data : current?.translation,
    loading: path === 'server' ? query.isFetching : current?.status === 'loading',
    error: path === 'server' && query.isError ? query.error : null,
    retry: () => (path === 'server' ? void query.refetch() : translateHere()),
    /** The web translator's address when neither the server nor the browser can translate. */
    handOffUrl: path === 'handOff' && text.trim() ? handOffUrl(text, target) : null,
  };
}

export type TranslateText = ReturnType<typeof useTranslateText>;
