import { useTranslation } from 'react-i18next';
import type { TCurrentUserSummary } from '@/stores/auth-slice';
import { UserButton } from './header-buttons';
import { useDeferredPopup } from './use-deferred-popup';

/** The signed-in member's menu: profile, follow lists, own moments and Logout. */
export function UserMenu({
  user,
  onLogout,
  loggingOut,
}: {
  user: TCurrentUserSummary;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  const { popups, openedEarly, openEarly, holdWhilePressed } = useDeferredPopup();
  if (!popups) {
    return (
      <UserButton
        user={user}
        label={t('nav.accountMenu')}
        onClick={openEarly}
        {...holdWhilePressed}
      />
    );
  }
  return (
    <popups.UserMenuPopup
      user={user}
      onLogout={onLogout}
      loggingOut={loggingOut}
      defaultOpened={openedEarly}
    />
  );
}
