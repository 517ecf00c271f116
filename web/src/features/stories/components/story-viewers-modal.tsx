import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useGetStoryViewsQuery } from '../api/get-story-views';

export const VIEWERS_PAGE_SIZE = 20;

/** Who saw the author's story (PRODUCT §8.1), newest first, a page at a time. */
export function StoryViewersModal({
  storyId,
  opened,
  onClose,
}: {
  storyId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('stories');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('views.title')}
      closeButtonProps={{ 'aria-label': t('views.close') }}
      centered
      zIndex={400}
    >
      {opened && <ViewersList storyId={storyId} />}
    </Modal>
  );
}

function ViewersList({ storyId }: { storyId: string }) {
  const { t } = useTranslation('stories');
  const [page, setPage] = useState(1);
  const views = useGetStoryViewsQuery({ id: storyId, page, limit: VIEWERS_PAGE_SIZE });
  if (views.isLoading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('views.loading')}>
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
      </Stack>
    );
  }
  if (views.isError || !views.data) {
    return (
      <QueryErrorAlert
        compact
        title={t('views.loadFailed')}
        retryLabel={t('views.retry')}
        retrying={views.isFetching}
        onRetry={() => void views.refetch()}
      />
    );
  }
  if (views.data.data.length === 0) {
    return (
      <StatePanel
        bare
        order={3}
        icon={<IconEye size={28} />}
        title={t('views.empty')}
        description={t('views.emptyHint')}
      />
    );
  }
  const more = views.data.data.length < views.data.count;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {views.data.data.map((view) => (
          <Group component="li" key={view.user._id} gap="sm" wrap="nowrap">
            <MemberAvatar member={view.user} alt="" size={40} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text
                component={Link}
                to={paths.communityMember.getHref(view.user._id)}
                fw={600}
                size="sm"
                truncate
              >
                {view.user.name}
              </Text>
              <Text size="xs" c="dimmed">
                <RelativeTime date={view.viewedAt} />
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      {more && (
        <Button variant="light" onClick={() => setPage((p) => p + 1)} loading={views.isFetching}>
          {t('views.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
