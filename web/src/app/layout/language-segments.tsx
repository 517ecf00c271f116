import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@chingu/contract/constants';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from './use-change-language';

/*
 * A module of its own: only the phone menu shows it, and SegmentedControl with its floating
 * indicator (~2 KB gzip) is not for wider screens (mobile-menu.tsx loads it; issue 32).
 */

/** Mobile menu picker: both languages side by side. */
export function LanguageSegments() {
  const { t } = useTranslation();
  const { current, change } = useChangeLanguage();
  return (
    <SegmentedControl
      fullWidth
      radius="xl"
      aria-label={t('language.label')}
      value={current}
      onChange={(value) => void change(value as InterfaceLanguage)}
      data={INTERFACE_LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
    />
  );
}
