import { useTranslation } from 'react-i18next';
import { LanguageButton } from './header-buttons';
import { useChangeLanguage } from './use-change-language';
import { useDeferredPopup } from './use-deferred-popup';

/** Header picker: an icon button opening English / 한국어. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { current } = useChangeLanguage();
  const label = t('language.choose', { language: t(`language.${current}`) });
  const { popups, openedEarly, openEarly, holdWhilePressed } = useDeferredPopup();
  if (!popups) return <LanguageButton label={label} onClick={openEarly} {...holdWhilePressed} />;
  return <popups.LanguageMenuPopup label={label} defaultOpened={openedEarly} />;
}
