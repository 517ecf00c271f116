import type { TFlaggedSender } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Anchor, Badge, Button, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { useGetFlaggedMessagesQuery } from '../api/get-flagged-messages';

const FLAG_COLORS = { contact: 'blue', link: 'grape', money: 'orange' } as const;

function SenderCard({ entry }: { entry: TFlaggedSender }) {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="flagged-sender">
      <Group gap="sm" wrap="nowrap">
        <MemberAvatar member={entry.sender} />
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.communityMember.getHref(entry.sender._id)} fw={600}>
            {entry.sender.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('flagged.count', { count: entry.count, members: entry.receiversCount })}
          </Text>
        </div>
        {entry.senderSuspended && (
          <Badge color="red" variant="light" ml="auto">
            {t('flagged.suspended')}
          </Badge>
        )}
      </Group>
      <Stack gap="sm" mt="md">
        {entry.messages.map((message) => (
          <div key={message._id}>
            <Group gap={6} mb={4}>
              {message.flags.map((flag) => (
                <Badge key={flag} size="sm" variant="light" color={FLAG_COLORS[flag]}>
                  {t(`flagged.flags.${flag}`)}
                </Badge>
              ))}
              {message.hidden && (
                <Badge size="sm" variant="outline" color="gray">
                  {t('flagged.hidden')}
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
            <Text size="xs" c="dimmed">
              {t('flagged.to', { name: message.receiver.name })} ·{' '}
              <RelativeTime date={message.createdAt} />
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The moderators' view of the off-app warning (PRODUCT §9.1): who sent contact details, links
 * or money words early in conversations, with their latest flagged messages. Report and block
 * stay with the receivers; a moderator acts through the reports queue or the member's profile.
 */
export function FlaggedMessagesSection() {
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const query = useGetFlaggedMessagesQuery({ page });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.flaggedSendersPageSize)) : 1;

  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <QueryErrorAlert
        title={t('flagged.error')}
        message={apiErrorMessage(query.error, t, t('admin.failed'))}
        retryLabel={t('admin.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  } else if (data.data.length === 0) {
    body = (
      <StatePanel
        bare
        color="teal"
        icon={<IconMessageCheck size={28} />}
        title={t('flagged.empty.title')}
        description={t('flagged.empty.text')}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {data.data.map((entry) => (
          <SenderCard key={entry.sender._id} entry={entry} />
        ))}
        {pages > 1 && (
          <Center>
            <ResponsivePagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {t('flagged.subtitle')}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && Boolean(data)}
        >
          {t('admin.refresh')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
