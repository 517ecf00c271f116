import { FollowListScreen } from '@/features/members/components/follow-list-screen';

export default function FollowingsRoute() {
  return <FollowListScreen kind="following" />;
}
