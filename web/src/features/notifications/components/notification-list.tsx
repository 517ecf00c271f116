import type { TNotification } from '@chingu/contract';
import { Button, Center, CloseButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { loadedNotifications, useGetNotificationsInfiniteQuery } from '../api/get-notifications';
import { useMarkNotificationsReadMutation } from '../api/mark-notifications-read';
import { notificationHref, NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** The notification list of the bell: newest first, "Mark all as read", "Load more". */
export function NotificationList({
  onNavigate,
  onClose,
}: {
  /** Called before following a notification (closes the popover). */
  onNavigate: () => void;
  /** Shows a close button (phones: the popover covers the screen's width). */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useGetNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const items = loadedNotifications(query.data);
  const anyUnread = items.some((item) => item.readAt === null);

  const markFailed = (error: unknown) =>
    notifyError(apiErrorMessage(error, t, t('notifications.markFailed')));

  const open = (item: TNotification) => {
    if (item.readAt === null)
      markRead({ ids: [item._id] })
        .unwrap()
        .catch(markFailed);
    onNavigate();
    void navigate(notificationHref(item));
  };

  let body;
  if (query.isLoading) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Center>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <QueryErrorAlert
        compact
        title={t('notifications.loadFailed')}
        message={apiErrorMessage(query.error, t, '')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <StatePanel
        bare
        order={3}
        icon={<IconBellOff size={26} />}
        title={t('notifications.empty')}
        description={t('notifications.emptyHint')}
      />
    );
  } else {
    body = (
      <Stack gap={2}>
        <ul className={classes.list} aria-label={t('notifications.title')}>
          {items.map((item) => (
            <li key={item._id}>
              <NotificationItem item={item} onOpen={open} />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="subtle"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('notifications.loadMore')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Group wrap="nowrap" gap="xs" px={4}>
        <Title order={2} fz="lg" me="auto">
          {t('notifications.title')}
        </Title>
        {anyUnread ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} />}
            onClick={() => markRead({}).unwrap().catch(markFailed)}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
        {onClose ? <CloseButton aria-label={t('notifications.close')} onClick={onClose} /> : null}
      </Group>
      <div className={classes.popoverList}>{body}</div>
      {query.isError && items.length > 0 ? (
        <Text size="sm" c="red" px={4}>
          {t('notifications.loadFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
