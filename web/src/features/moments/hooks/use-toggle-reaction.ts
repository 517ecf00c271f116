import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifyLoginRequired } from '@/lib/notify';
import { selectCurrentUserId } from '@/stores/auth-slice';
import { useReactToMomentMutation } from '../api/react-to-moment';

/** Toggles my emoji on a moment; a visitor is asked to sign in first. */
export function useToggleReaction() {
  const { t } = useTranslation('moments');
  const myId = useAppSelector(selectCurrentUserId);
  const navigate = useNavigate();
  const location = useLocation();
  const [react] = useReactToMomentMutation();

  return useCallback(
    async (momentId: string, emoji: string) => {
      if (!myId) {
        notifyLoginRequired({
          message: t('reactions.loginToReact'),
          linkLabel: t('comments.signIn'),
          onSignIn: () => navigate(paths.login.getHref(location.pathname + location.search)),
        });
        return;
      }
      try {
        await react({ momentId, emoji }).unwrap();
      } catch (error) {
        notifyError(apiErrorMessage(error, t, t('common:reactions.failed')));
      }
    },
    [myId, t, navigate, location.pathname, location.search, react],
  );
}
