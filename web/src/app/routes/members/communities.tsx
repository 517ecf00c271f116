import { CommunitiesScreen } from '@/features/members/components/communities-screen';

export default function CommunitiesRoute() {
  return <CommunitiesScreen />;
}
