import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@chingu/contract/constants';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from './use-change-language';

/**
 * Mobile menu picker: both languages side by side, the current one pressed. Buttons the app
 * already has, not SegmentedControl: its floating indicator was a chunk every phone downloaded
 * for a switch few use (issue 32).
 */
export function LanguageSegments() {
  const { t } = useTranslation();
  const { current, change } = useChangeLanguage();
  return (
    <Button.Group aria-label={t('language.label')} w="100%">
      {INTERFACE_LANGUAGES.map((lng) => (
        <Button
          key={lng}
          flex={1}
          radius="xl"
          variant={lng === current ? 'filled' : 'default'}
          aria-pressed={lng === current}
          onClick={() => void change(lng as InterfaceLanguage)}
        >
          {t(`language.${lng}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
