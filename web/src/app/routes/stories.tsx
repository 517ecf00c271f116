import { useTranslation } from 'react-i18next';
import { StoriesScreen } from '@/features/stories/components/stories-screen';
import { usePageTitle } from '@/hooks/use-page-title';

/** `/stories/`: the stories of PRODUCT §8.1 (SPEC §2's placeholder is gone). */
export default function StoriesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.stories'));
  return <StoriesScreen />;
}
