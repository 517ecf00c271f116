import type { TMember } from '@chingu/contract';
import {
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCalendar,
  IconFlag,
  IconMapPin,
  IconMessageCircle,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '@/components/level-badge';
import { useReport } from '@/components/report/report-context';
import { useAppDispatch } from '@/hooks/store';
import { useLanguageLabel } from '@/lib/languages';
import { callRequested } from '@/stores/call-requests';
import { formatMonthYear } from '@/utils/relative-time';
import { useFollow } from '../hooks/use-follow';
import { ageFrom, firstName } from '../utils/member';
import { BackButton } from './back-button';
import { FollowButton } from './follow-button';
import { PhotoGallery } from './photo-gallery';

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

/** One side of the language banner: flag, caption and language name. */
function LanguageSide({
  caption,
  language,
  fallback,
}: {
  caption: string;
  language: { flag: string; label: string } | null;
  fallback: string;
}) {
  return (
    <Stack gap={2} align="center">
      <Text fz={32} lh={1} aria-hidden>
        {language?.flag ?? '❔'}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {caption}
      </Text>
      <Text fw={700} ta="center">
        {language?.label ?? fallback}
      </Text>
    </Stack>
  );
}

/** A member's page once loaded: photos, counts, follow and chat, languages and bio. */
export function MemberProfile({ member }: { member: TMember }) {
  const { t, i18n } = useTranslation('members');
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const languageLabel = useLanguageLabel();
  const { me, openChat, requireLogin } = useFollow();
  const dispatch = useAppDispatch();
  // The calls feature takes the request (stores/call-requests.ts); visitors sign in first.
  const videoCall = () =>
    me
      ? dispatch(
          callRequested({
            partner: { _id: member._id, name: member.name, imageUrls: member.imageUrls },
            media: 'video',
          }),
        )
      : requireLogin('loginToCall');
  const report = useReport();
  const isOwn = me?._id === member._id;
  const shortName = firstName(member.name) || t('communityDetail.defaultName');
  const age = ageFrom(member.birth_year);
  const sinceText = formatMonthYear(member.createdAt, lng);
  const native = languageLabel(member.native_language);
  const learning = languageLabel(member.language_to_learn);
  const notSpecified = t('communityDetail.notSpecified');
  const bio = member.bio.trim();

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
                <FollowButton member={member} isFollowing={member.isFollowing} fullWidth />
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
                    aria-haspopup="dialog"
                    onClick={videoCall}
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
                <LevelBadge level={member.level} language={member.language_to_learn} size="lg" />
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
                <LanguageSide
                  caption={t('communityDetail.nativeLanguage')}
                  language={native}
                  fallback={notSpecified}
                />
                <IconArrowRight size={28} aria-hidden style={{ flexShrink: 0 }} />
                <LanguageSide
                  caption={t('communityDetail.learningLanguage')}
                  language={learning}
                  fallback={notSpecified}
                />
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
    </Container>
  );
}
