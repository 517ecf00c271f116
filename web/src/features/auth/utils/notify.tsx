import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Toasts of the auth screens (SPEC §8: close after 3 seconds). */
export function notifySuccess(message: ReactNode) {
  notifications.show({
    color: 'teal',
    message,
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: 3000,
  });
}

export function notifyError(message: ReactNode) {
  notifications.show({
    color: 'red',
    message,
    icon: <IconAlertCircle size={18} aria-hidden />,
    autoClose: 4000,
  });
}
