import { LANGUAGE_CODES, languageByName } from '@chingu/contract/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/hooks/store';
import { useDetectedLanguage } from '@/hooks/use-detected-language';
import { detectLanguage } from '@/lib/detect-language';
import { selectCurrentUser } from '@/stores/auth-slice';
import type { LanguageCode } from '../utils/create-moment';

const isMomentLanguage = (code: string | null | undefined): code is LanguageCode =>
  Boolean(code && (LANGUAGE_CODES as readonly string[]).includes(code));

/** The author's native language as a moment language; English when it has none of ours. */
export function useNativeMomentLanguage(): LanguageCode {
  const me = useAppSelector(selectCurrentUser);
  const code = languageByName(me?.native_language ?? '')?.code;
  return isMomentLanguage(code) ? code : 'en';
}

type LanguageForm = {
  values: { title: string; description: string; language: LanguageCode };
  setFieldValue: (path: 'language', value: LanguageCode) => void;
};

/**
 * A new moment's language follows its text (issue 28): detected in the browser as chat does
 * (`detectLanguage`), the author's native language while it cannot tell. Once the author picks a
 * language themselves, it stays theirs. `finalLanguage` is what to send: detected once more from
 * the final text, so a quick submit does not send a language from before the last words.
 */
export function useMomentLanguage(form: LanguageForm) {
  const native = useNativeMomentLanguage();
  const { title, description, language } = form.values;
  const text = `${title}\n${description}`.trim();
  const [settled] = useDebouncedValue(text, 300);
  const detected = useDetectedLanguage(settled, settled.length > 0);
  // The language last set for the author; any other value is one they chose.
  const automatic = useRef<LanguageCode>(language);

  const { setFieldValue } = form;
  useEffect(() => {
    if (language !== automatic.current || detected === undefined) return;
    const wanted = isMomentLanguage(detected) ? detected : native;
    if (wanted === automatic.current) return;
    automatic.current = wanted;
    setFieldValue('language', wanted);
  }, [language, detected, native, setFieldValue]);

  return {
    finalLanguage: async (values: {
      title: string;
      description: string;
      language: LanguageCode;
    }) => {
      if (values.language !== automatic.current) return values.language;
      const found = await detectLanguage(`${values.title}\n${values.description}`.trim()).catch(
        () => null,
      );
      return isMomentLanguage(found) ? found : values.language;
    },
  };
}
