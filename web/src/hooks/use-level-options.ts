import { LEVELS } from '@chingu/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The six levels (PRODUCT §9.2) as select options, "B1 · Intermediate" (`t` follows the language). */
export function useLevelOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return useMemo(
    () => LEVELS.map((level) => ({ value: level, label: t(`levels.names.${level}`) })),
    [t],
  );
}
