import { useCallback, useSyncExternalStore } from 'react';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

const NO_VOICES: SpeechSynthesisVoice[] = [];
let cachedVoices: SpeechSynthesisVoice[] = NO_VOICES;

function readVoices(): SpeechSynthesisVoice[] {
  const voices = synthesis()?.getVoices() ?? NO_VOICES;
  // A stable array while nothing changed, as useSyncExternalStore needs (browsers may hand out
  // new voice objects on every call).
  const same = (a: SpeechSynthesisVoice, b: SpeechSynthesisVoice | undefined) =>
    b !== undefined && a.name === b.name && a.lang === b.lang && a.voiceURI === b.voiceURI;
  if (
    voices.length !== cachedVoices.length ||
    voices.some((voice, i) => !same(voice, cachedVoices[i]))
  ) {
    cachedVoices = voices.length ? voices : NO_VOICES;
  }
  return cachedVoices;
}

function subscribe(onChange: () => void) {
  const speech = synthesis();
  speech?.addEventListener?.('voiceschanged', onChange);
  return () => speech?.removeEventListener?.('voiceschanged', onChange);
}

/** The browser's voice for a language code ('ko' matches 'ko-KR'), if it has one. */
export function voiceFor(voices: SpeechSynthesisVoice[], language: string) {
  const lang = language.toLowerCase();
  return voices.find((v) => {
    const code = v.lang.toLowerCase().replace('_', '-');
    return code === lang || code.startsWith(`${lang}-`);
  });
}

/** Read aloud with the Web Speech API (PRODUCT §8.3): `canSpeak` is false without a voice. */
export function useSpeech() {
  const voices = useSyncExternalStore(subscribe, readVoices, () => NO_VOICES);
  const canSpeak = useCallback(
    (language: string | null | undefined) => Boolean(language && voiceFor(voices, language)),
    [voices],
  );
  const speak = useCallback(
    (text: string, language: string) => {
      const speech = synthesis();
      const voice = voiceFor(voices, language);
      if (!speech || !voice) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      speech.speak(utterance);
    },
    [voices],
  );
  return { canSpeak, speak };
}
