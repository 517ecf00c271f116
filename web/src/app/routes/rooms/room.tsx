import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoomScreen } from '@/features/rooms/components/room-screen';
import { usePageTitle } from '@/hooks/use-page-title';

export default function RoomRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.rooms'));
  const { roomId = '' } = useParams();
  // A new room id is a new room: nothing of the previous one carries over.
  return <RoomScreen key={roomId} roomId={roomId} />;
}
