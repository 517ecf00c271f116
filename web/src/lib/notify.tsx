import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Toasts used across the app (SPEC §8: they close after 3 to 5 seconds). */

/** A notice that the action needs a sign-in, with a link to /login?redirect=... */
export function notifyLoginRequired(options: {
  message: string;
  linkLabel: string;
  onSignIn: () => void;
}) {
  const id = notifications.show({
    color: 'yellow',
    icon: <IconLogin size={18} />,
    autoClose: 5000,
    message: (
      <Stack gap={4}>
        <Text size="sm">{options.message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            options.onSignIn();
          }}
        >
          {options.linkLabel}
        </Anchor>
      </Stack>
    ),
  });
  return id;
}

export function notifySuccess(message: ReactNode) {
  notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message, autoClose: 3000 });
}

export function notifyError(message: ReactNode) {
  notifications.show({
    color: 'red',
    icon: <IconAlertCircle size={18} />,
    message,
    autoClose: 5000,
  });
}

export function notifyInfo(message: ReactNode) {
  notifications.show({ message, autoClose: 3000 });
}
