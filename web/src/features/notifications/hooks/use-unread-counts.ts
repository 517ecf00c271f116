import { useAppSelector } from '@/hooks/store';
import { selectSignedIn } from '@/stores/auth-slice';
import { useGetUnreadCountQuery } from '../api/get-unread-count';

/** The signed-in member's unread notifications and conversations (0 for visitors, or not loaded). */
export function useUnreadCounts() {
  const signedIn = useAppSelector(selectSignedIn);
  // Only the counts: the header's bell and the chat tab need not re-render while a refetch (after
  // each new message or notification) is under way, only when a count comes back changed.
  const { counts } = useGetUnreadCountQuery(undefined, {
    skip: !signedIn,
    selectFromResult: ({ data }) => ({ counts: data?.data }),
  });
  return {
    notifications: signedIn ? (counts?.notifications ?? 0) : 0,
    conversations: signedIn ? (counts?.conversations ?? 0) : 0,
  };
}
