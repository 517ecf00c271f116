import { useTranslation } from 'react-i18next';
import { MomentsFeedScreen } from '@/features/moments/components/moments-feed-screen';
import { StoriesBar } from '@/features/stories/components/stories-bar';
import { usePageTitle } from '@/hooks/use-page-title';

export default function MomentsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.moments'));
  // The stories bar sits at the top of the feed (PRODUCT §8.1); it hides itself for visitors.
  return <MomentsFeedScreen storiesBar={<StoriesBar />} />;
}
