import { FollowListScreen } from '@/features/members/components/follow-list-screen';

export default function FollowersRoute() {
  return <FollowListScreen kind="followers" />;
}
