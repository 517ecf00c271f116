import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Mantine's toast container (with its transitions, ~7 KB gzip) mounts with the first toast:
 * `notifications.show()` only writes to the store, which the container renders once it is there.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
