import { EditMomentScreen } from '@/features/moments/components/edit-moment-screen';

export default function EditMomentRoute() {
  return <EditMomentScreen />;
}
