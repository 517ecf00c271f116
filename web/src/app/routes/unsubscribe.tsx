import { UnsubscribeScreen } from '@/features/settings/components/unsubscribe-screen';

export default function UnsubscribeRoute() {
  return <UnsubscribeScreen />;
}
