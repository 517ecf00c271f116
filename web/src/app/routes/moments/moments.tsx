import { useTranslation } from 'react-i18next';
import { MomentsFeedScreen } from '@/features/moments/components/moments-feed-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function MomentsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.moments'));
  return <MomentsFeedScreen />;
}
