import type { TMoment } from '@chingu/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { notifyError } from '@/lib/notify';
import { selectCurrentUserId } from '@/stores/auth-slice';
import { useDislikeMomentMutation, useLikeMomentMutation } from '../api/like-moment';
import { isLikedBy } from '../utils/moment';

/**
 * Like / unlike from a card. The cache flips at once and flips back on failure (the mutation
 * does that); a visitor is told to sign in and sent to /login (SPEC §5, §8).
 */
export function useToggleLike() {
  const { t } = useTranslation('moments');
  const myId = useAppSelector(selectCurrentUserId);
  const navigate = useNavigate();
  const location = useLocation();
  const [likeMoment] = useLikeMomentMutation();
  const [dislikeMoment] = useDislikeMomentMutation();

  return useCallback(
    async (moment: Pick<TMoment, '_id' | 'isLiked' | 'likedUsers'>) => {
      if (!myId) {
        notifyError(t('feed.loginToLike'));
        navigate(paths.login.getHref(location.pathname + location.search));
        return;
      }
      const args = { momentId: moment._id, userId: myId };
      try {
        await (isLikedBy(moment, myId) ? dislikeMoment(args) : likeMoment(args)).unwrap();
      } catch {
        notifyError(t('feed.likeFailed'));
      }
    },
    [myId, t, navigate, location.pathname, location.search, likeMoment, dislikeMoment],
  );
}
