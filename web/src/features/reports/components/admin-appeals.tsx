import type { AppealDecision, TAdminAppeal } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconChecks, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { StatePanel } from '@/components/state-panel';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideAppealMutation } from '../api/decide-appeal';
import { useGetAdminAppealsQuery } from '../api/get-admin-appeals';

const STATUS_COLORS = { pending: 'yellow', upheld: 'gray', reversed: 'teal' } as const;

function AppealSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="appeal-skeleton">
      <Group gap="sm">
        <Skeleton circle h={38} />
        <Skeleton h={14} w={140} />
      </Group>
      <Skeleton h={12} mt="md" />
      <Skeleton h={12} w="60%" mt={6} />
    </Card>
  );
}

/** One appeal: who, against what (action, rule, content, by whom), why; and the decision. */
function AppealCard({
  appeal,
  busy,
  onDecide,
}: {
  appeal: TAdminAppeal;
  busy: boolean;
  onDecide: (appeal: TAdminAppeal, decision: AppealDecision, note: string) => Promise<void>;
}) {
  const { t } = useTranslation('reports');
  const [note, setNote] = useState('');
  const acted = appeal.appealedAction;
  const pending = appeal.status === 'pending';
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={appeal.member.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <MemberAvatar member={appeal.member} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {appeal.member.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('appeals.appealed')} <RelativeTime date={appeal.createdAt} />
              </Text>
            </div>
          </Group>
          <Badge color={STATUS_COLORS[appeal.status]} variant="light">
            {t(`appeals.status.${appeal.status}`)}
          </Badge>
        </Group>

        <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-default-hover)">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(`audit.actions.${acted.action}`)}
              {acted.reason ? ` · ${t(`reasons.${acted.reason}.label`)}` : ''}
            </Text>
            {acted.preview && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                “{acted.preview}”
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {acted.moderator ? t('audit.by', { name: acted.moderator.name }) : null}{' '}
              <RelativeTime date={acted.createdAt} />
            </Text>
          </Stack>
        </Card>

        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {appeal.text}
        </Text>

        {pending ? (
          <Stack gap="xs">
            <Textarea
              label={t('appeals.noteLabel')}
              placeholder={t('appeals.notePlaceholder')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={LIMITS.moderationNoteMax}
              autosize
              minRows={1}
              maxRows={5}
            />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                leftSection={<IconGavel size={16} />}
                disabled={busy}
                onClick={() => void onDecide(appeal, 'upheld', note)}
              >
                {t('appeals.uphold')}
              </Button>
              <Button
                color="teal"
                leftSection={<IconArrowBackUp size={16} />}
                disabled={busy}
                onClick={() => void onDecide(appeal, 'reversed', note)}
              >
                {t('appeals.reverse')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {appeal.decidedBy ? t('appeals.decidedBy', { name: appeal.decidedBy.name }) : null}{' '}
            {appeal.decidedAt ? <RelativeTime date={appeal.decidedAt} /> : null}
            {appeal.note ? ` · ${appeal.note}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The moderators' appeals queue (PRODUCT §9.1): decide each pending appeal, with a note. */
export function AdminAppeals() {
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(1);
  const query = useGetAdminAppealsQuery({ page });
  const [decide, { isLoading: deciding }] = useDecideAppealMutation();

  const onDecide = async (appeal: TAdminAppeal, decision: AppealDecision, note: string) => {
    try {
      await decide({
        appealId: appeal._id,
        decision,
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      notifySuccess(t(`appeals.done.${decision}`));
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('admin.failed')));
      void query.refetch();
    }
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / LIMITS.appealsPageSize)) : 1;
  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <QueryErrorAlert
        title={t('appeals.error')}
        message={apiErrorMessage(query.error, t, t('admin.failed'))}
        retryLabel={t('admin.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="md" aria-busy="true">
        <AppealSkeleton />
        <AppealSkeleton />
      </Stack>
    );
  } else if (data.data.length === 0) {
    body = (
      <StatePanel
        bare
        color="teal"
        icon={<IconChecks size={28} />}
        title={t('appeals.empty.title')}
        description={t('appeals.empty.text')}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {data.data.map((appeal) => (
          <AppealCard key={appeal._id} appeal={appeal} busy={deciding} onDecide={onDecide} />
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
    <Stack gap="lg">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('appeals.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {data && data.pending > 0
            ? t('appeals.pendingCount', { count: data.pending })
            : t('appeals.subtitle')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
