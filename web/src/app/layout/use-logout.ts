import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/logout';
import { apiErrorMessage } from '@/lib/api';

/** Logout with feedback (SPEC §2): a 3 s toast and home on success, the error message on failure. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [logoutRequest, { isLoading }] = useLogoutMutation();

  async function logout() {
    try {
      await logoutRequest().unwrap();
      notifications.show({
        color: 'teal',
        message: t('nav.loggedOut'),
        autoClose: 3000,
      });
      void navigate(paths.home.getHref());
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('nav.logoutFailedTitle'),
        message: apiErrorMessage(error, t, t('nav.logoutFailed')),
        autoClose: 5000,
      });
    }
  }

  return { logout, isLoading };
}
