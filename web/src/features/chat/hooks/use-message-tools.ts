import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetectedLanguage } from '@/hooks/use-detected-language';
import { useSpeech } from '@/hooks/use-speech';
import { useTranslateText } from '@/hooks/use-translate-text';
import { romanizableScript } from '@/utils/scripts';
import type { ChatMessage } from '../utils/messages';
import { useRomanized } from './use-romanized';

/**
 * The language tools of one message (PRODUCT §8.3): translate (server, browser or hand-off), romanize
 * (Korean, Japanese kana, Chinese), read aloud (when the browser has a voice for its language).
 * The language is worked out only once the menu is opened or a translation is shown.
 */
export function useMessageTools(message: ChatMessage, menuOpened: boolean) {
  const text = message.message;
  const hasText = text.trim().length > 0;
  const translate = useTranslateText(text);
  const [romanizeShown, setRomanizeShown] = useState(false);
  const romanized = useRomanized(text, romanizeShown);
  const language = useDetectedLanguage(text, hasText && (menuOpened || translate.shown));
  const speech = useSpeech();
  const { i18n } = useTranslation();
  // Nothing to translate when the message is already in the interface's language.
  const sameLanguage = Boolean(language && language === (i18n.resolvedLanguage ?? 'en'));
  return {
    text,
    language,
    translate,
    // Always offered (PRODUCT §9.4): the server, the browser or a hand-off translates.
    canTranslate: hasText && (!sameLanguage || translate.shown),
    canRomanize: hasText && romanizableScript(text) !== null,
    romanizeShown,
    toggleRomanize: () => setRomanizeShown((value) => !value),
    romanized,
    canSpeak: hasText && speech.canSpeak(language),
    speak: () => {
      if (language) speech.speak(text, language);
    },
  };
}

export type MessageTools = ReturnType<typeof useMessageTools>;
