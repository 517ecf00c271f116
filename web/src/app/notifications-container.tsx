import { Notifications } from '@mantine/notifications';
import { useNarrowViewport } from '@/hooks/use-narrow-viewport';
import classes from './notifications-container.module.css';

/**
 * The toast container, in a module of its own so that it loads lazily (notifications-host.tsx).
 * On phones the toasts rise from the bottom (above the tab bar): at the top they covered the
 * open navigation menu's first entries, right under the burger that closes it.
 */
export default function NotificationsContainer() {
  const narrow = useNarrowViewport();
  return (
    <Notifications
      position={narrow ? 'bottom-center' : 'top-right'}
      autoClose={3000}
      classNames={{ root: classes.root }}
    />
  );
}
