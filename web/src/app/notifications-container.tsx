import { Notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

/** The toast container, in a module of its own so that it loads lazily (notifications-host.tsx). */
export default function NotificationsContainer() {
  return (
    <Notifications position="top-right" autoClose={3000} classNames={{ root: classes.root }} />
  );
}
