import { MemberDetailScreen } from '@/features/members/components/member-detail-screen';

export default function MemberDetailRoute() {
  return <MemberDetailScreen />;
}
