import { useTranslation } from 'react-i18next';
import { NotebookScreen } from '@/features/notebook/components/notebook-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotebookRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.notebook'));
  return <NotebookScreen />;
}
