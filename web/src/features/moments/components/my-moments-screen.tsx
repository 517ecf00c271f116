import type { TMoment } from '@chingu/contract';
import { Button, Container, Group, Modal, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectCurrentUser } from '@/stores/auth-slice';
import { useGetUserMomentsQuery } from '../api/get-user-moments';
import { useDeleteMomentMutation } from '../api/mutate-moment';
import { useShareMoment } from '../hooks/use-share-moment';
import { MyMomentCard } from './my-moment-card';

const GRID = { base: 1, sm: 2, md: 3, lg: 4 };

/** The signed-in member's moments with edit, delete (confirmed) and share (PRODUCT §3). */
export function MyMomentsScreen() {
  const { t } = useTranslation('moments');
  const me = useAppSelector(selectCurrentUser);
  const moments = useGetUserMomentsQuery(me?._id ?? '', { skip: !me });
  const [deleteMoment, { isLoading: deleting }] = useDeleteMomentMutation();
  const [pending, setPending] = useState<TMoment | null>(null);
  const share = useShareMoment();

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deleteMoment(pending._id).unwrap();
      notifySuccess(t('myMoments.deleteSuccess'));
      setPending(null);
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('myMoments.deleteError')));
    }
  };

  // In the header, and again in the empty state.
  const createButton = (
    <Button component={Link} to={paths.createMoment.getHref()} leftSection={<IconPlus size={18} />}>
      {t('myMoments.create')}
    </Button>
  );

  let body;
  if (moments.isLoading) {
    body = (
      <SimpleGrid cols={GRID} spacing="lg" aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={360} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (moments.isError) {
    body = (
      <QueryErrorAlert
        message={t('myMoments.errorText')}
        retryLabel={t('myMoments.retry')}
        onRetry={() => void moments.refetch()}
      />
    );
  } else if (!moments.data || moments.data.data.length === 0) {
    body = (
      <StatePanel
        icon={<IconPhotoPlus size={30} />}
        title={t('myMoments.emptyTitle')}
        description={t('myMoments.emptyText')}
        action={createButton}
      />
    );
  } else {
    body = (
      <SimpleGrid cols={GRID} spacing="lg">
        {moments.data.data.map((moment) => (
          <MyMomentCard
            key={moment._id}
            moment={moment}
            onDelete={() => setPending(moment)}
            onShare={() => void share(moment)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="lg" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('myMoments.title')}
          </Title>
          <Text c="dimmed">{t('myMoments.subtitle')}</Text>
        </div>
        {createButton}
      </Group>
      {body}
      <Modal
        opened={pending !== null}
        onClose={() => (deleting ? undefined : setPending(null))}
        title={t('myMoments.confirmTitle')}
        centered
      >
        <Text size="sm">{t('myMoments.confirmText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} disabled={deleting}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmDelete()} loading={deleting}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
