import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOwnUser } from '@chingu/contract';
import { UserButton } from './header-buttons';
import { useDeferredPopup } from './use-deferred-popup';

const UserMenuPopup = lazy(() =>
  import('./header-popups').then((module) => ({ default: module.UserMenuPopup })),
);

/** The signed-in member's menu: profile, follow lists, own moments and Logout. */
export function UserMenu({
  user,
  onLogout,
  loggingOut,
}: {
  user: TOwnUser;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation();
  const { ready, openedEarly, openEarly } = useDeferredPopup();
  const button = <UserButton user={user} label={t('nav.accountMenu')} onClick={openEarly} />;
  if (!ready) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuPopup
        user={user}
        onLogout={onLogout}
        loggingOut={loggingOut}
        defaultOpened={openedEarly}
      />
    </Suspense>
  );
}
