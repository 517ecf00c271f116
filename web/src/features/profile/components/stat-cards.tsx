import type { TOwnUser } from '@chingu/contract';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCamera, IconEye, IconUserHeart, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Stat = { key: string; label: string; value: number; icon: ReactNode; href?: string };

function StatCard({ stat }: { stat: Stat }) {
  const body = (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={40} radius="xl">
        {stat.icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz={22} fw={700} lh={1.1} data-testid={`stat-${stat.key}-value`}>
          {stat.value.toLocaleString()}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {stat.label}
        </Text>
      </div>
    </Group>
  );
  if (stat.href) {
    return (
      <Card
        component={Link}
        to={stat.href}
        padding="md"
        shadow="xs"
        data-testid={`stat-${stat.key}`}
        // Named by its visible text ("27 Followers"), as voice control users would say it.
        style={{ textDecoration: 'none' }}
      >
        {body}
      </Card>
    );
  }
  return (
    <Card padding="md" shadow="xs" data-testid={`stat-${stat.key}`}>
      {body}
    </Card>
  );
}

/** Followers, following and moments link to their lists; visitors is the real count, no link. */
export function StatCards({ user }: { user: TOwnUser }) {
  const { t } = useTranslation('profile');
  const stats: Stat[] = [
    {
      key: 'followers',
      label: t('stats.followers'),
      value: user.followersCount,
      icon: <IconUsers size={20} />,
      href: paths.followers.getHref(),
    },
    {
      key: 'following',
      label: t('stats.following'),
      value: user.followingCount,
      icon: <IconUserHeart size={20} />,
      href: paths.followings.getHref(),
    },
    {
      key: 'moments',
      label: t('stats.moments'),
      value: user.momentsCount,
      icon: <IconCamera size={20} />,
      href: paths.myMoments.getHref(),
    },
    {
      key: 'visitors',
      label: t('stats.visitors'),
      value: user.visitorsCount,
      icon: <IconEye size={20} />,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {stats.map((s) => (
        <StatCard key={s.key} stat={s} />
      ))}
    </SimpleGrid>
  );
}
