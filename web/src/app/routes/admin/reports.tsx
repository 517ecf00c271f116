import { useTranslation } from 'react-i18next';
import { AdminReportsScreen } from '@/features/reports/components/admin-reports-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function AdminReportsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.reports'));
  return <AdminReportsScreen />;
}
