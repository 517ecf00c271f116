import { useTranslation } from 'react-i18next';
import { FollowListScreen } from '@/features/members/components/follow-list-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function FollowingsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.following'));
  return <FollowListScreen kind="following" />;
}
