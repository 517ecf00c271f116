import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { notifyError, notifyLoginRequired, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useFollowMemberMutation, useUnfollowMemberMutation } from '../api/follow-member';

type Target = { _id: string; name: string };

/**
 * Follow and unfollow with the sign-in notice for visitors (SPEC §6) and the success / failure
 * toasts of SPEC §8. The cache is patched optimistically by the mutations themselves.
 */
export function useFollow() {
  const { t } = useTranslation('members');
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [followMember, followState] = useFollowMemberMutation();
  const [unfollowMember, unfollowState] = useUnfollowMemberMutation();

  const requireLogin = useCallback(
    (
      messageKey: 'loginToFollow' | 'loginToUnfollow' | 'loginToChat' | 'loginToCall',
      redirect?: string,
    ) => {
      notifyLoginRequired({
        message: t(`communityDetail.notifications.${messageKey}`),
        linkLabel: t('communityDetail.signIn'),
        onSignIn: () =>
          navigate(paths.login.getHref(redirect ?? location.pathname + location.search)),
      });
    },
    [t, navigate, location.pathname, location.search],
  );

  const follow = useCallback(
    async (target: Target, { quiet = false } = {}) => {
      if (!me) {
        requireLogin('loginToFollow');
        return false;
      }
      try {
        await followMember({ userId: me._id, targetUserId: target._id }).unwrap();
        if (!quiet)
          notifySuccess(t('communityDetail.notifications.followSuccess', { name: target.name }));
        return true;
      } catch {
        notifyError(t('communityDetail.notifications.followFailed'));
        return false;
      }
    },
    [me, followMember, requireLogin, t],
  );

  const unfollow = useCallback(
    async (target: Target, { quiet = false } = {}) => {
      if (!me) {
        requireLogin('loginToUnfollow');
        return false;
      }
      try {
        await unfollowMember({ userId: me._id, targetUserId: target._id }).unwrap();
        if (!quiet)
          notifySuccess(t('communityDetail.notifications.unfollowSuccess', { name: target.name }));
        return true;
      } catch {
        notifyError(t('communityDetail.notifications.unfollowFailed'));
        return false;
      }
    },
    [me, unfollowMember, requireLogin, t],
  );

  /** Opens the chat with a member, or sends a visitor to sign in first (PRODUCT §3). */
  const openChat = useCallback(
    (targetId: string, { notice = false } = {}) => {
      const chatHref = paths.chat.getHref(targetId);
      if (me) {
        navigate(chatHref);
      } else if (notice) {
        requireLogin('loginToChat', chatHref);
      } else {
        navigate(paths.login.getHref(chatHref));
      }
    },
    [me, navigate, requireLogin],
  );

  return {
    me,
    follow,
    unfollow,
    openChat,
    requireLogin,
    isBusy: followState.isLoading || unfollowState.isLoading,
  };
}
