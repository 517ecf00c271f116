import { useTranslation } from 'react-i18next';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function SettingsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.settings'));
  return <SettingsScreen />;
}
