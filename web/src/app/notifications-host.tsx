import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';

const container = createModuleLoader(() => import('./notifications-container'));

/**
 * Mantine's toast container (with its transitions, ~7 KB gzip) mounts with the first toast:
 * `notifications.show()` only writes to the store, which the container renders once it is there.
 * If its chunk cannot load (offline), the toasts wait in the store until it can.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  const Container = useLazyModule(container, needed ? 'now' : 'later').module?.default;
  return Container ? <Container /> : null;
}
