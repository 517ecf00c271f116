import { useTranslation } from 'react-i18next';
import { EditMomentScreen } from '@/features/moments/components/edit-moment-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function EditMomentRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.editMoment'));
  return <EditMomentScreen />;
}
