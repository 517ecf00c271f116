import type { TNotificationSettings, TUpdateNotificationSettingsRequest } from '@chingu/contract';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTING_KINDS,
  UNUSED_NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSettingKind,
} from '@chingu/contract/constants';
import {
  Alert,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { useGetNotificationSettingsQuery } from '../api/get-notification-settings';
import { useUpdateNotificationSettingsMutation } from '../api/update-notification-settings';
import { SettingsCard } from './settings-card';

type Changes = TUpdateNotificationSettingsRequest;

const MODERATION_NOTE_ID = 'notification-settings-moderation';
const isFixed = (kind: NotificationSettingKind, channel: NotificationChannel) =>
  kind === 'moderation' && channel === 'inApp';

/** The stored switches with the member's changes not yet saved laid over them. */
function shownSettings(stored: TNotificationSettings, changes: Changes): TNotificationSettings {
  const shown = structuredClone(stored);
  for (const kind of NOTIFICATION_SETTING_KINDS) Object.assign(shown[kind], changes[kind] ?? {});
  return shown;
}

function withChange(
  changes: Changes,
  kind: NotificationSettingKind,
  channel: NotificationChannel,
  on: boolean,
): Changes {
  return { ...changes, [kind]: { ...changes[kind], [channel]: on } };
}

/** The changes still waiting after `saved` was stored (a switch flipped again meanwhile stays). */
function withoutSaved(changes: Changes, saved: Changes): Changes {
  const left: Changes = {};
  for (const kind of NOTIFICATION_SETTING_KINDS) {
    const channels = Object.entries(changes[kind] ?? {}).filter(
      ([channel, on]) => saved[kind]?.[channel as NotificationChannel] !== on,
    );
    if (channels.length) left[kind] = Object.fromEntries(channels);
  }
  return left;
}

const isUnused = (kind: NotificationSettingKind, channel: NotificationChannel) =>
  UNUSED_NOTIFICATION_CHANNELS[kind]?.includes(channel) ?? false;

const isEmpty = (changes: Changes) => Object.keys(changes).length === 0;

/**
 * PRODUCT §9.1: what reaches the member and how, one switch per kind and channel: a table on
 * wider screens, a list per kind on phones. Each change is saved at once; a failed save keeps the
 * member's choice on screen, says it is not saved yet and offers to try again.
 */
export function NotificationsCard({ userId }: { userId: string }) {
  const { t } = useTranslation(['settings', 'errors']);
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useGetNotificationSettingsQuery(userId);
  const [update, { isLoading: saving }] = useUpdateNotificationSettingsMutation();
  const [changes, setChanges] = useState<Changes>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (next: Changes) => {
    setChanges(next);
    if (isEmpty(next)) return;
    try {
      await update({ userId, changes: next }).unwrap();
      setChanges((current) => withoutSaved(current, next));
      setFailure(null);
      notifySuccess(t('notifications.saved'));
    } catch (error) {
      setFailure(apiErrorMessage(error, t, t('notifications.failed')));
    }
  };

  const stored = query.data?.data;
  const title = t('notifications.title');
  if (!stored) {
    return (
      <SettingsCard title={title}>
        {query.isError ? (
          <Alert color="red" mt="md" title={t('notifications.loadFailed')}>
            <Button variant="light" size="xs" mt="xs" onClick={() => void query.refetch()}>
              {t('notifications.reload')}
            </Button>
          </Alert>
        ) : (
          <Loader size="sm" mt="md" aria-label={title} />
        )}
      </SettingsCard>
    );
  }
  const shown = shownSettings(stored, changes);

  const toggle = (kind: NotificationSettingKind, channel: NotificationChannel) =>
    isUnused(kind, channel) ? (
      <Text size="sm" c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>
          {t('notifications.notSent', {
            kind: t(`notifications.kinds.${kind}`),
            channel: t(`notifications.channels.${channel}`),
          })}
        </VisuallyHidden>
      </Text>
    ) : (
      <Switch
        checked={shown[kind][channel]}
        disabled={isFixed(kind, channel)}
        aria-label={t('notifications.switchLabel', {
          kind: t(`notifications.kinds.${kind}`),
          channel: t(`notifications.channels.${channel}`),
        })}
        {...(isFixed(kind, channel) ? { 'aria-describedby': MODERATION_NOTE_ID } : {})}
        onChange={(event) =>
          void save(withChange(changes, kind, channel, event.currentTarget.checked))
        }
      />
    );

  return (
    <SettingsCard title={title} hint={t('notifications.hint')}>
      {phone ? (
        <Stack gap="md" mt="md">
          {NOTIFICATION_SETTING_KINDS.map((kind) => (
            <div key={kind}>
              <Text fw={600} size="sm">
                {t(`notifications.kinds.${kind}`)}
              </Text>
              <Group gap="lg" mt={6}>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Group key={channel} gap={6} wrap="nowrap">
                    {toggle(kind, channel)}
                    <Text size="sm" aria-hidden>
                      {t(`notifications.channels.${channel}`)}
                    </Text>
                  </Group>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      ) : (
        <Table mt="md" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.kindColumn')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`notifications.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_SETTING_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`notifications.kinds.${kind}`)}</Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">{toggle(kind, channel)}</Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="md" id={MODERATION_NOTE_ID}>
        {t('notifications.moderationInApp')}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('notifications.messageEmail')}
      </Text>
      {failure && !isEmpty(changes) ? (
        <Alert color="red" mt="md" role="alert" title={failure}>
          <Text size="sm">{t('notifications.unsaved')}</Text>
          <Button
            variant="light"
            size="xs"
            mt="xs"
            loading={saving}
            onClick={() => void save(changes)}
          >
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : null}
    </SettingsCard>
  );
}
