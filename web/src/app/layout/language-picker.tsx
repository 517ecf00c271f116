import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@chingu/contract/constants';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './header-buttons';
import { useChangeLanguage } from './use-change-language';
import { useDeferredPopup } from './use-deferred-popup';

/** Header picker: an icon button opening English / 한국어. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { current } = useChangeLanguage();
  const label = t('language.choose', { language: t(`language.${current}`) });
  const { popups, openedEarly, openEarly } = useDeferredPopup();
  if (!popups) return <LanguageButton label={label} onClick={openEarly} />;
  return <popups.LanguageMenuPopup label={label} defaultOpened={openedEarly} />;
}

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
