import { useEffect, useState } from 'react';
import { detectLanguage } from '@/lib/detect-language';

/** The text's language (see detectLanguage) once known; undefined while it is being worked out. */
export function useDetectedLanguage(text: string, enabled = true): string | null | undefined {
  const [result, setResult] = useState<{ text: string; language: string | null }>();
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    detectLanguage(text).then(
      (language) => active && setResult({ text, language }),
      () => active && setResult({ text, language: null }),
    );
    return () => {
      active = false;
    };
  }, [text, enabled]);
  return result?.text === text ? result.language : undefined;
}
