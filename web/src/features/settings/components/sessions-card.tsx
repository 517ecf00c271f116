import { Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useRelativeTime } from '@/hooks/use-relative-time';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGetSessionsQuery } from '../api/get-sessions';
import {
  useSignOutOtherSessionsMutation,
  useSignOutSessionMutation,
} from '../api/sign-out-sessions';
import { SettingsCard } from './settings-card';

/** The member's signed-in devices, newest use first, with sign-out per device and for all others. */
export function SessionsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const relativeTime = useRelativeTime(t);
  const { data, isLoading, isError, refetch } = useGetSessionsQuery(userId);
  const [signOutOne, one] = useSignOutSessionMutation();
  const [signOutOthers, others] = useSignOutOtherSessionsMutation();
  const sessions = data?.data ?? [];
  const otherCount = sessions.filter((s) => !s.current).length;

  const endOne = async (sessionId: string) => {
    try {
      await signOutOne({ userId, sessionId }).unwrap();
      notifySuccess(t('sessions.signedOutOne'));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('sessions.failed')));
    }
  };
  const endOthers = async () => {
    try {
      const result = await signOutOthers(userId).unwrap();
      notifySuccess(t('sessions.signedOutOthers', { count: result.data.signedOut }));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('sessions.failed')));
    }
  };

  return (
    <SettingsCard
      title={t('sessions.title')}
      hint={t('sessions.hint')}
      action={
        <Button
          variant="light"
          color="red"
          disabled={otherCount === 0}
          loading={others.isLoading}
          onClick={() => void endOthers()}
        >
          {t('sessions.signOutOthers')}
        </Button>
      }
    >
      <Stack gap="xs" mt="md" aria-busy={isLoading}>
        {isLoading ? [0, 1].map((i) => <Skeleton key={i} h={56} radius="md" />) : null}
        {isError ? (
          <QueryErrorAlert
            compact
            title={t('sessions.loadError')}
            retryLabel={t('sessions.retry')}
            onRetry={() => void refetch()}
          />
        ) : null}
        {sessions.map((session) => (
          <Group
            key={session._id}
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
                <IconDeviceDesktop size={18} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} size="sm" truncate>
                    {session.device}
                  </Text>
                  {session.current ? (
                    <Badge size="xs" variant="light" color="teal">
                      {t('sessions.thisDevice')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('sessions.lastUsed', {
                    time: relativeTime(session.lastUsedAt),
                  })}
                </Text>
              </div>
            </Group>
            {session.current ? null : (
              <Button
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                loading={one.isLoading && one.originalArgs?.sessionId === session._id}
                onClick={() => void endOne(session._id)}
                aria-label={t('sessions.signOutDevice', { device: session.device })}
              >
                {t('sessions.signOut')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </SettingsCard>
  );
}
