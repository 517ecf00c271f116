import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeart, IconMessage, IconPhoto } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { UploadedImage } from '@/components/uploaded-image';
import { paths } from '@/config/paths';
import { useGetRecentMomentsQuery } from '../api/get-recent-moments';
import { HomeSection } from './home-section';

/** "Recent moments": the newest moments, each linking to its page. */
export function RecentMomentsSection() {
  const { t } = useTranslation('home');
  // The content renders in slices once the answer lands (decision 055).
  const query = useDeferredValue(useGetRecentMomentsQuery());
  const moments = query.data?.data ?? [];

  return (
    <HomeSection
      id="home-moments"
      title={t('moments.title')}
      more={{ label: t('moments.more'), href: paths.moments.getHref() }}
      query={query}
      isEmpty={moments.length === 0}
      empty={{
        icon: <IconPhoto size={26} />,
        title: t('moments.empty'),
        action: (
          <Button component={Link} to={paths.addMoment.getHref()} variant="light">
            {t('moments.share')}
          </Button>
        ),
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 1 }} spacing="md">
        {moments.map((moment) => (
          <Card
            key={moment._id}
            withBorder
            radius="lg"
            padding="md"
            component={Link}
            to={paths.moment.getHref(moment._id)}
          >
            {moment.imageUrls[0] ? (
              <Card.Section mb="sm">
                <UploadedImage
                  src={moment.imageUrls[0]}
                  sizes="(max-width: 48em) 100vw, 400px"
                  alt=""
                  h={160}
                  fit="cover"
                  loading="lazy"
                />
              </Card.Section>
            ) : null}
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap">
                <MemberAvatar member={moment.user} alt="" size={28} />
                <Text size="sm" fw={700} truncate>
                  {moment.user.name}
                </Text>
                <Text size="xs" c="dimmed" ml="auto" style={{ flexShrink: 0 }}>
                  <RelativeTime date={moment.createdAt} />
                </Text>
              </Group>
              {moment.title ? <Text fw={600}>{moment.title}</Text> : null}
              <Text size="sm" lineClamp={3}>
                {moment.description}
              </Text>
              <Group gap="md" c="dimmed">
                <Group gap={4}>
                  <IconHeart size={16} aria-hidden />
                  <Text size="xs" aria-label={t('moments.likes', { count: moment.likeCount })}>
                    {moment.likeCount}
                  </Text>
                </Group>
                <Group gap={4}>
                  <IconMessage size={16} aria-hidden />
                  <Text
                    size="xs"
                    aria-label={t('moments.comments', { count: moment.commentCount })}
                  >
                    {moment.commentCount}
                  </Text>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
