import type { InterfaceLanguage } from '@chingu/contract/constants';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
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
