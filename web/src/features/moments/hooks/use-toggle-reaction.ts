import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifyLoginRequired } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useReactToMomentMutation } from '../api/react-to-moment';

/** Toggles my emoji on a moment; a visitor is asked to sign in first. */
export function useToggleReaction() {
  const { t } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [react] = useReactToMomentMutation();

  return useCallback(
    async (momentId: string, emoji: string) => {
      if (!me) {
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
    [me, t, navigate, location.pathname, location.search, react],
  );
}
