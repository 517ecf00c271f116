import type { TCallLanguageTimer } from '@chingu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';
import { formatCallDuration } from '@/utils/call-duration';
import classes from './call-view.module.css';

/** `Date.now()`, again every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The language timer of a call (PRODUCT §9.2): "Speak English · Korean in 7:29", then at half
 * time "Switch to Korean" on both sides (the server gave both the same timer and the same
 * answer time). Only the language to speak is a live region: the countdown ticks silently.
 */
export function LanguageTimer({
  timer,
  answeredAt,
}: {
  timer: TCallLanguageTimer;
  answeredAt: number;
}) {
  const { t, i18n } = useTranslation('calls');
  const now = useNow();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [first, second] = timer.languages.map((code) => labelForCode(code, locale)) as [
    string,
    string,
  ];
  const left = answeredAt + timer.switchAfterMs - now;
  const switched = left <= 0;
  return (
    <div
      className={classes.languageTimer}
      data-switched={switched || undefined}
      data-testid="language-timer"
      aria-label={t('timer.label')}
      role="group"
    >
      <span aria-live="polite">
        {switched ? t('timer.switch', { language: second }) : t('timer.speak', { language: first })}
      </span>
      {!switched && (
        <span className={classes.languageNext}>
          {t('timer.next', {
            language: second,
            time: formatCallDuration(Math.ceil(left / 1000), true),
          })}
        </span>
      )}
    </div>
  );
}
