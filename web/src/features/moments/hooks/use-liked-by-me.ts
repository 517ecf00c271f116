import type { TMoment } from '@chingu/contract';
import { useAppSelector } from '@/hooks/store';
import { selectCurrentUserId } from '@/stores/auth-slice';
import { isLikedBy } from '../utils/moment';

/** Whether the signed-in member likes the moment (false for a visitor). */
export function useLikedByMe(moment: Pick<TMoment, 'isLiked' | 'likedUsers'>): boolean {
  const myId = useAppSelector(selectCurrentUserId);
  return isLikedBy(moment, myId);
}
