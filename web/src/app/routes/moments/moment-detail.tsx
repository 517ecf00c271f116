import { MomentDetailScreen } from '@/features/moments/components/moment-detail-screen';

export default function MomentDetailRoute() {
  return <MomentDetailScreen />;
}
