import { MyMomentsScreen } from '@/features/moments/components/my-moments-screen';

export default function MyMomentsRoute() {
  return <MyMomentsScreen />;
}
