import { ActionIcon, Menu, SegmentedControl, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@chingu/contract/constants';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';

function currentLanguage(resolved: string | undefined): InterfaceLanguage {
  return resolved?.startsWith('ko') ? 'ko' : 'en';
}

/** Switches the interface language, remembers it (`preferredLanguage`) and confirms with a toast. */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const current = currentLanguage(i18n.resolvedLanguage ?? i18n.language);

  async function change(lng: InterfaceLanguage) {
    if (lng === current) return;
    await i18n.changeLanguage(lng);
    // The language detector caches it too; writing it here keeps the choice even without it.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    notifications.show({ message: i18n.t('common:language.changed'), autoClose: 3000 });
  }

  return { current, change };
}

/** Header picker: an icon button opening English / 한국어. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { current, change } = useChangeLanguage();
  const label = t('language.choose', { language: t(`language.${current}`) });
  return (
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <Tooltip label={t('language.label')} openDelay={400}>
          <ActionIcon variant="default" size="lg" radius="xl" aria-label={label}>
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {INTERFACE_LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            onClick={() => void change(lng)}
            rightSection={lng === current ? <IconCheck size={16} /> : null}
            aria-current={lng === current ? 'true' : undefined}
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
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
