import { Notifications } from '@mantine/notifications';

/** The toast container, in a module of its own so that it loads lazily (notifications-host.tsx). */
export default function NotificationsContainer() {
  return (
    <Notifications
      position="top-right"
      autoClose={3000}
      // Under the header, so the bell and the navigation stay visible and clickable.
      style={{ top: 'calc(var(--app-shell-header-offset, 64px) + var(--mantine-spacing-xs))' }}
    />
  );
}
