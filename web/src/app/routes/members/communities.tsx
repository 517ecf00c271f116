import { useTranslation } from 'react-i18next';
import { CommunitiesScreen } from '@/features/members/components/communities-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function CommunitiesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.communities'));
  return <CommunitiesScreen />;
}
