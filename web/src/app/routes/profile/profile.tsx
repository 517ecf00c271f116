import { useTranslation } from 'react-i18next';
import { ProfileScreen } from '@/features/profile';
import { StreakCard } from '@/features/streak/components/streak-card';
import { usePageTitle } from '@/hooks/use-page-title';

export default function ProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.profile'));
  return <ProfileScreen streak={<StreakCard />} />;
}
