import { CreateMomentScreen } from '@/features/moments/components/create-moment-screen';

export default function CreateMomentRoute() {
  return <CreateMomentScreen />;
}
