import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/features/reports/components/admin-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function AdminReportsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.reports'));
  return <AdminScreen />;
}
