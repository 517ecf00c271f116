import { Button, Container, Grid, Skeleton, Text } from '@mantine/core';
import { IconMoodSad, IconRefresh, IconUserQuestion } from '@tabler/icons-react';
import { useEffect, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatePanel } from '@/components/state-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { apiErrorMessage } from '@/lib/api';
import { useGetMemberQuery } from '../api/get-member';
import { isUuid } from '../utils/member';
import { BackButton } from './back-button';
import { MemberProfile } from './member-profile';
import { GALLERY_HEIGHT } from './photo-gallery';

/** The page's bad-id, not-found and failure states, centred where the profile would be. */
function MemberState(props: ComponentProps<typeof StatePanel>) {
  return (
    <Container size="sm" py={60}>
      <StatePanel {...props} />
    </Container>
  );
}

function LoadingState() {
  const { t } = useTranslation('members');
  return (
    <Container size="lg" py="xl">
      <Text role="status" c="dimmed" mb="md">
        {t('communityDetail.loading')}
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={GALLERY_HEIGHT} radius="lg" />
          <Skeleton h={80} mt="md" radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={36} w="50%" />
          <Skeleton h={20} w="30%" mt="md" />
          <Skeleton h={90} mt="lg" radius="lg" />
          <Skeleton h={140} mt="lg" radius="lg" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export function MemberDetailScreen() {
  const { t } = useTranslation('members');
  const { id } = useParams();
  const valid = isUuid(id);
  const query = useGetMemberQuery(id ?? '', { skip: !valid });
  usePageTitle(query.data?.data.name ?? t('pageTitle.member', { ns: 'common' }));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (!valid) {
    return (
      <MemberState
        icon={<IconUserQuestion size={30} />}
        title={t('communityDetail.errors.invalidProfileId')}
        description={t('communityDetail.errors.invalidProfileIdDesc')}
        color="orange"
        action={<BackButton />}
      />
    );
  }
  if (query.isLoading) return <LoadingState />;
  if (query.isError) {
    const status = (query.error as { status?: unknown }).status;
    if (status === 404) {
      return (
        <MemberState
          icon={<IconMoodSad size={30} />}
          title={t('communityDetail.errors.profileNotFound')}
          description={t('communityDetail.errors.profileNotFoundDesc')}
          action={<BackButton />}
        />
      );
    }
    if (status === 400) {
      return (
        <MemberState
          icon={<IconUserQuestion size={30} />}
          title={t('communityDetail.errors.invalidProfileId')}
          color="orange"
          action={<BackButton />}
        />
      );
    }
    return (
      <MemberState
        icon={<IconRefresh size={30} />}
        title={t('communityDetail.errors.somethingWentWrong')}
        description={apiErrorMessage(query.error, t, t('communityDetail.errors.tryAgainLater'))}
        color="red"
        action={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('directory.tryAgain')}
            </Button>
            <BackButton />
          </>
        }
      />
    );
  }
  if (!query.data) return <LoadingState />;
  return <MemberProfile member={query.data.data} />;
}
