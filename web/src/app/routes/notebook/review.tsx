import { useTranslation } from 'react-i18next';
import { ReviewScreen } from '@/features/notebook/components/review-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function NotebookReviewRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.notebookReview'));
  return <ReviewScreen />;
}
