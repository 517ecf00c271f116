import { useTranslation } from 'react-i18next';
import { RoomsScreen } from '@/features/rooms/components/rooms-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function RoomsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.rooms'));
  return <RoomsScreen />;
}
