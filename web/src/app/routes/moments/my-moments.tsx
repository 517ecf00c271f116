import { useTranslation } from 'react-i18next';
import { MyMomentsScreen } from '@/features/moments/components/my-moments-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function MyMomentsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.myMoments'));
  return <MyMomentsScreen />;
}
