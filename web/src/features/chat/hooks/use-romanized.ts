import { useEffect, useState } from 'react';
import { romanize } from '@/lib/romanize';

/** The text in Latin letters while `shown`; the romanizer loads on first use. */
export function useRomanized(text: string, shown: boolean): string | null {
  const [result, setResult] = useState<{ text: string; value: string | null }>();
  useEffect(() => {
    if (!shown) return;
    let active = true;
    romanize(text).then(
      (value) => active && setResult({ text, value }),
      () => active && setResult({ text, value: null }),
    );
    return () => {
      active = false;
    };
  }, [text, shown]);
  return shown && result?.text === text ? result.value : null;
}
