import { useTranslation } from 'react-i18next';
import { UnsubscribeScreen } from '@/features/settings/components/unsubscribe-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function UnsubscribeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.unsubscribe'));
  return <UnsubscribeScreen />;
}
