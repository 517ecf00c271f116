import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendar,
  IconFlag,
  IconMapPin,
  IconMessageCircle,
  IconMoodSad,
  IconRefresh,
  IconUserCheck,
  IconUserPlus,
  IconUserQuestion,
  IconVideo,
} from '@tabler/icons-react';
import type { TMember } from '@chingu/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useReport } from '@/components/report/report-context';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { useGetMemberQuery } from '../api/get-member';
import { useFollow } from '../hooks/use-follow';
import { useLanguageLabel } from '@/lib/languages';
import { ageFrom, firstName, isUuid } from '../utils/member';
import { notifyInfo } from '@/lib/notify';
import { GALLERY_HEIGHT, PhotoGallery } from './photo-gallery';

function BackButton() {
  const { t } = useTranslation('members');
  return (
    <Button
      component={Link}
      to={paths.communities.getHref()}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
    >
      {t('communityDetail.back')}
    </Button>
  );
}

function StatePanel({
  icon,
  title,
  description,
  children,
  color = 'gray',
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  color?: string;
}) {
  return (
    <Container size="sm" py={60}>
      <Paper p="xl" radius="lg" withBorder>
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={2} ta="center">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" ta="center">
              {description}
            </Text>
          )}
          <Group mt="sm" justify="center">
            {children}
          </Group>
        </Stack>
      </Paper>
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

function CountCard({ value, label }: { value: number; label: string }) {
  return (
    <Paper p="md" radius="lg" withBorder ta="center" role="group" aria-label={label}>
      <Text fw={800} fz={26} lh={1.1}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function MemberProfile({ member }: { member: TMember }) {
  const { t, i18n } = useTranslation('members');
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const languageLabel = useLanguageLabel();
  const { me, follow, unfollow, openChat, requireLogin, isBusy } = useFollow();
  const report = useReport();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const isOwn = me?._id === member._id;
  const shortName = firstName(member.name) || t('communityDetail.defaultName');
  const age = ageFrom(member.birth_year);
  const since = dayjs(member.createdAt);
  const sinceText = since.isValid()
    ? since.locale(lng === 'ko' ? 'ko' : 'en').format(lng === 'ko' ? 'YYYY년 M월' : 'MMMM YYYY')
    : '';
  const native = languageLabel(member.native_language);
  const learning = languageLabel(member.language_to_learn);
  const notSpecified = t('communityDetail.notSpecified');
  const bio = member.bio.trim();

  const onFollowClick = () => {
    if (!me) {
      requireLogin(member.isFollowing ? 'loginToUnfollow' : 'loginToFollow');
      return;
    }
    if (member.isFollowing) setConfirmOpen(true);
    else void follow(member);
  };
  const confirmUnfollow = () => {
    setConfirmOpen(false);
    void unfollow(member);
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <BackButton />
      <Grid gap="xl" mt="sm">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PhotoGallery imageUrls={member.imageUrls} name={member.name} />
            <SimpleGrid cols={2} spacing="md">
              <CountCard value={member.followersCount} label={t('communityDetail.followers')} />
              <CountCard value={member.followingCount} label={t('communityDetail.following')} />
            </SimpleGrid>
            {!isOwn && (
              <Stack gap="xs">
                <Button
                  size="md"
                  fullWidth
                  variant={member.isFollowing ? 'light' : 'filled'}
                  leftSection={
                    member.isFollowing ? <IconUserCheck size={20} /> : <IconUserPlus size={20} />
                  }
                  onClick={onFollowClick}
                  loading={isBusy}
                >
                  {member.isFollowing
                    ? t('communityDetail.followingButton')
                    : t('communityDetail.follow')}
                </Button>
                <SimpleGrid cols={2} spacing="xs">
                  <Button
                    variant="default"
                    leftSection={<IconMessageCircle size={18} />}
                    onClick={() => openChat(member._id, { notice: true })}
                  >
                    {t('communityDetail.startChat')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconVideo size={18} />}
                    onClick={() =>
                      notifyInfo(t('communityDetail.initiatingCall', { name: member.name }))
                    }
                  >
                    {t('communityDetail.videoCall')}
                  </Button>
                </SimpleGrid>
                {me && report && (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    leftSection={<IconFlag size={16} />}
                    onClick={() =>
                      report({ targetType: 'user', targetId: member._id, name: member.name })
                    }
                    style={{ alignSelf: 'center' }}
                  >
                    {t('common:report.member', { name: member.name })}
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 28, sm: 34 }}>
                {member.name}
              </Title>
              <Group gap="xs" mt="xs">
                {age !== null && (
                  <Badge variant="light" size="lg">
                    {t('communityDetail.yearsOld', { age })}
                  </Badge>
                )}
                {member.gender && (
                  <Badge variant="light" color="grape" size="lg">
                    {t(`communityDetail.gender.${member.gender}`, { defaultValue: member.gender })}
                  </Badge>
                )}
              </Group>
              <Group gap="lg" mt="sm">
                {sinceText && (
                  <Group gap={6}>
                    <IconCalendar size={16} aria-hidden opacity={0.6} />
                    <Text size="sm" c="dimmed">
                      {t('communityDetail.memberSince', { date: sinceText })}
                    </Text>
                  </Group>
                )}
                {member.location && (member.location.city || member.location.country) && (
                  <Group gap={6}>
                    <IconMapPin size={16} aria-hidden opacity={0.6} />
                    <Text size="sm" c="dimmed">
                      {[member.location.city, member.location.country].filter(Boolean).join(', ')}
                    </Text>
                  </Group>
                )}
              </Group>
            </div>

            <Paper
              p="lg"
              radius="lg"
              data-testid="language-banner"
              style={{
                background:
                  'linear-gradient(120deg, var(--mantine-color-chingu-light) 0%, var(--mantine-color-blue-light) 100%)',
              }}
            >
              <Group justify="center" gap="lg" wrap="nowrap">
                <Stack gap={2} align="center">
                  <Text fz={32} lh={1} aria-hidden>
                    {native?.flag ?? '❔'}
                  </Text>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {t('communityDetail.nativeLanguage')}
                  </Text>
                  <Text fw={700} ta="center">
                    {native?.label ?? notSpecified}
                  </Text>
                </Stack>
                <IconArrowRight size={28} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={2} align="center">
                  <Text fz={32} lh={1} aria-hidden>
                    {learning?.flag ?? '❔'}
                  </Text>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {t('communityDetail.learningLanguage')}
                  </Text>
                  <Text fw={700} ta="center">
                    {learning?.label ?? notSpecified}
                  </Text>
                </Stack>
              </Group>
            </Paper>

            <Card padding="lg">
              <Title order={2} fz="lg" mb="xs">
                {t('communityDetail.about', { name: shortName })}
              </Title>
              {bio ? (
                <Text style={{ whiteSpace: 'pre-line' }}>{bio}</Text>
              ) : (
                <Text c="dimmed" fs="italic">
                  {t('communityDetail.noBio', { name: shortName })}
                </Text>
              )}
            </Card>

            {!isOwn && (
              <Card
                padding="lg"
                style={{
                  background:
                    'linear-gradient(135deg, var(--mantine-color-chingu-6) 0%, var(--mantine-color-chingu-8) 100%)',
                  color: 'white',
                  border: 'none',
                }}
              >
                <Group justify="space-between" align="center" gap="md">
                  <div style={{ flex: '1 1 220px' }}>
                    <Title order={2} fz="lg">
                      {t('communityDetail.readyTitle')}
                    </Title>
                    <Text size="sm" opacity={0.9}>
                      {t('communityDetail.readyText', { name: shortName })}
                    </Text>
                  </div>
                  <Button
                    variant="white"
                    leftSection={<IconMessageCircle size={18} />}
                    onClick={() => openChat(member._id, { notice: true })}
                  >
                    {t('communityDetail.startConversation')}
                  </Button>
                </Group>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Modal
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={t('communityDetail.unfollowTitle')}
        centered
      >
        <Text>{t('communityDetail.notifications.confirmUnfollow', { name: member.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmOpen(false)}>
            {t('communityDetail.cancel')}
          </Button>
          <Button color="red" onClick={confirmUnfollow}>
            {t('communityDetail.unfollow')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}

export function MemberDetailScreen() {
  const { t } = useTranslation('members');
  const { id } = useParams();
  const valid = isUuid(id);
  const query = useGetMemberQuery(id ?? '', { skip: !valid });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (!valid) {
    return (
      <StatePanel
        icon={<IconUserQuestion size={34} />}
        title={t('communityDetail.errors.invalidProfileId')}
        description={t('communityDetail.errors.invalidProfileIdDesc')}
        color="orange"
      >
        <BackButton />
      </StatePanel>
    );
  }
  if (query.isLoading) return <LoadingState />;
  if (query.isError) {
    const status = (query.error as { status?: unknown }).status;
    if (status === 404) {
      return (
        <StatePanel
          icon={<IconMoodSad size={34} />}
          title={t('communityDetail.errors.profileNotFound')}
          description={t('communityDetail.errors.profileNotFoundDesc')}
        >
          <BackButton />
        </StatePanel>
      );
    }
    if (status === 400) {
      return (
        <StatePanel
          icon={<IconUserQuestion size={34} />}
          title={t('communityDetail.errors.invalidProfileId')}
          color="orange"
        >
          <BackButton />
        </StatePanel>
      );
    }
    return (
      <StatePanel
        icon={<IconRefresh size={34} />}
        title={t('communityDetail.errors.somethingWentWrong')}
        description={apiErrorMessage(query.error, t, t('communityDetail.errors.tryAgainLater'))}
        color="red"
      >
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('directory.tryAgain')}
        </Button>
        <BackButton />
      </StatePanel>
    );
  }
  if (!query.data) return <LoadingState />;
  return <MemberProfile member={query.data.data} />;
}
