import { useAppSelector } from '@/hooks/store';
import { selectSignedIn } from '@/stores/auth-slice';
import { useGetUnreadCountQuery } from '../api/get-unread-count';

/** The signed-in member's unread notifications and conversations (0 for visitors, or not loaded). */
export function useUnreadCounts() {
  const signedIn = useAppSelector(selectSignedIn);
  const { data } = useGetUnreadCountQuery(undefined, { skip: !signedIn });
  return {
    notifications: signedIn ? (data?.data.notifications ?? 0) : 0,
    conversations: signedIn ? (data?.data.conversations ?? 0) : 0,
  };
}
