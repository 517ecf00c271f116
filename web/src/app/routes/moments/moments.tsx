import { MomentsFeedScreen } from '@/features/moments/components/moments-feed-screen';

export default function MomentsRoute() {
  return <MomentsFeedScreen />;
}
