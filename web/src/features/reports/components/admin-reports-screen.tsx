import { LIMITS, type ReportReason } from '@chingu/contract/constants';
import {
  Button,
  Card,
  Center,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecks, IconLock, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetReportGroupsQuery } from '../api/get-report-groups';
import { useResolveReportMutation } from '../api/resolve-report';
import { ReportGroupCard } from './report-group-card';
import { ResolveConfirmDialog, type Pending } from './resolve-confirm-dialog';

function GroupSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-skeleton">
      <Group gap="xs">
        <Skeleton h={20} w={70} radius="xl" />
        <Skeleton h={20} w={80} radius="xl" />
      </Group>
      <Group gap="sm" mt="md">
        <Skeleton circle h={38} />
        <Skeleton h={14} w={140} />
      </Group>
      <Skeleton h={12} mt="md" />
      <Skeleton h={12} w="70%" mt={6} />
      <Group justify="flex-end" mt="md" gap="xs">
        <Skeleton h={34} w={90} />
        <Skeleton h={34} w={120} />
      </Group>
    </Card>
  );
}

function Forbidden() {
  const { t } = useTranslation('reports');
  return (
    <StatePanel
      bare
      icon={<IconLock size={28} />}
      title={t('admin.forbidden.title')}
      description={t('admin.forbidden.text')}
      action={
        <Button component={Link} to={paths.communities.getHref()} variant="light">
          {t('admin.forbidden.back')}
        </Button>
      }
    />
  );
}

/**
 * The moderators' queue (PRODUCT §8.5): open reports grouped by target, with the content, and
 * Dismiss / Hide content / Suspend member behind a confirmation.
 */
export function AdminReportsScreen() {
  const { t } = useTranslation('reports');
  const me = useAppSelector(selectCurrentUser);
  const isModerator = Boolean(me?.isModerator);
  const [page, setPage] = useState(1);
  const query = useGetReportGroupsQuery({ page }, { skip: !isModerator });
  const [resolve, { isLoading: resolving }] = useResolveReportMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  if (!isModerator) {
    return (
      <Container size="md" py="xl">
        <Forbidden />
      </Container>
    );
  }

  const confirm = async (decision: { reason: ReportReason; note: string }) => {
    if (!pending) return;
    try {
      await resolve({
        reportId: pending.group._id,
        action: pending.action,
        // Dismissing acts on nobody: no rule to name.
        ...(pending.action === 'dismiss' ? {} : { reason: decision.reason }),
        ...(decision.note.trim() ? { note: decision.note.trim() } : {}),
      }).unwrap();
      notifySuccess(t(`admin.done.${pending.action}`));
      setPending(null);
    } catch (error) {
      setPending(null);
      notifyError(apiErrorMessage(error, t, t('admin.failed')));
      // Someone else may have decided meanwhile: show the queue as it is now.
      void query.refetch();
    }
  };

  const forbidden =
    query.error && typeof query.error === 'object' && 'status' in query.error
      ? query.error.status === 403
      : false;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.reportGroupsPageSize)) : 1;
  // Deciding on the last group of the last page leaves it empty: go back one.
  if (data && data.data.length === 0 && page > 1 && !query.isFetching) setPage(page - 1);

  let body: React.ReactNode;
  if (forbidden) body = <Forbidden />;
  else if (query.isError) {
    body = (
      <QueryErrorAlert
        title={t('admin.error.title')}
        message={apiErrorMessage(query.error, t, t('admin.failed'))}
        retryLabel={t('admin.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="md" aria-busy="true">
        <GroupSkeleton />
        <GroupSkeleton />
        <GroupSkeleton />
      </Stack>
    );
  } else if (data.data.length === 0) {
    body = (
      <StatePanel
        bare
        color="teal"
        icon={<IconChecks size={28} />}
        title={t('admin.empty.title')}
        description={t('admin.empty.text')}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {data.data.map((group) => (
          <ReportGroupCard
            key={`${group.targetType}:${group.targetId}`}
            group={group}
            busy={resolving}
            onAction={(g, action) => setPending({ group: g, action })}
          />
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
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('admin.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {data && data.count > 0
                ? t('admin.openCount', { count: data.count })
                : t('admin.subtitle')}
            </Text>
          </div>
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
      <ResolveConfirmDialog
        pending={pending}
        loading={resolving}
        onCancel={() => setPending(null)}
        onConfirm={(decision) => void confirm(decision)}
      />
    </Container>
  );
}
