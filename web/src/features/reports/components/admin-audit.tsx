import type { TAuditEntry } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Badge, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';
import { useGetAuditQuery } from '../api/get-audit';

const ACTION_COLORS = {
  dismiss: 'gray',
  hide: 'orange',
  warn: 'yellow',
  suspend: 'red',
  appealUpheld: 'gray',
  appealReversed: 'teal',
} as const;

/** One entry: what, to whom, by whom, when, on which content, under which rule, the note. */
function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder radius="md" padding="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge color={ACTION_COLORS[entry.action]} variant="light">
            {t(`audit.actions.${entry.action}`)}
          </Badge>
          {entry.reason && (
            <Badge color="gray" variant="outline">
              {t(`reasons.${entry.reason}.label`)}
            </Badge>
          )}
          {entry.targetType && (
            <Text size="xs" c="dimmed">
              {t(`admin.type.${entry.targetType}`)}
            </Text>
          )}
        </Group>
        <Text size="sm">
          {t('audit.line', {
            member: entry.member?.name ?? t('audit.deletedMember'),
            moderator: entry.moderator?.name ?? t('audit.deletedMember'),
          })}
        </Text>
        {entry.preview && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            “{entry.preview}”
          </Text>
        )}
        {entry.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('audit.note', { note: entry.note })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <RelativeTime date={entry.createdAt} /> · {entry._id}
        </Text>
      </Stack>
    </Card>
  );
}

/** The moderators' audit log (PRODUCT §9.1): every action, newest first, paged. */
export function AdminAudit() {
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const query = useGetAuditQuery({ page });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.auditPageSize)) : 1;

  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <QueryErrorAlert
        title={t('audit.error')}
        message={apiErrorMessage(query.error, t, t('admin.failed'))}
        retryLabel={t('admin.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" aria-busy="true" data-testid="audit-skeleton">
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  } else if (data.data.length === 0) {
    body = (
      <StatePanel
        bare
        icon={<IconHistory size={28} />}
        title={t('audit.empty.title')}
        description={t('audit.empty.text')}
      />
    );
  } else {
    body = (
      <Stack gap="xs" component="ol" p={0} m={0}>
        {data.data.map((entry) => (
          <AuditRow key={entry._id} entry={entry} />
        ))}
        {pages > 1 && (
          <Center component="li" style={{ listStyle: 'none' }}>
            <ResponsivePagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('audit.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('audit.subtitle')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
