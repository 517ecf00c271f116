import { useTranslation } from 'react-i18next';
import { CreateMomentScreen } from '@/features/moments/components/create-moment-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function CreateMomentRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.addMoment'));
  return <CreateMomentScreen />;
}
