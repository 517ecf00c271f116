import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import {
  messagePreview,
  useMessageAlerts,
  useUnreadTitle,
  type MessageToast,
} from '../hooks/use-message-alerts';
import { useUnreadCounts } from '../hooks/use-unread-counts';

/**
 * What the signed-in member notices anywhere in the app (PRODUCT §8.4): a toast for a new message
 * from a conversation not on screen, and `(N) ` in the tab title while something is unread.
 */
export default function MessageAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notifications: unreadNotifications, conversations } = useUnreadCounts();
  useUnreadTitle(unreadNotifications + conversations);

  const show = useCallback(
    ({ message, senderId }: MessageToast) => {
      // One toast per conversation: a newer message replaces the older one.
      const id = `message-${senderId}`;
      const toast = {
        id,
        autoClose: 5000,
        title: (
          <Group gap="xs" wrap="nowrap">
            <MemberAvatar member={message.sender} alt="" size={24} />
            <Text size="sm" fw={700} truncate>
              {message.sender.name}
            </Text>
          </Group>
        ),
        message: (
          <Stack gap={4}>
            <Text size="sm" lineClamp={2}>
              {messagePreview(message, t)}
            </Text>
            {/* The toasts render outside the router: a button that navigates, not a <Link>. */}
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => {
                notifications.hide(id);
                void navigate(paths.chat.getHref(senderId));
              }}
            >
              {t('notifications.openChat')}
            </Anchor>
          </Stack>
        ),
      };
      // Each is a no-op unless the toast is (update) or is not (show) there yet.
      notifications.update(toast);
      notifications.show(toast);
    },
    [t, navigate],
  );
  useMessageAlerts(show);
  return null;
}
