import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconLanguage, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetStatsQuery } from '../api/get-stats';
import { StatCard } from './directory-stat-card';

const STATS = [
  { key: 'activeLearners', icon: IconUsersGroup },
  { key: 'languages', icon: IconLanguage },
  { key: 'countries', icon: IconWorld },
] as const;

/** The directory's title, subtitle and community numbers. */
export function DirectoryHero() {
  const { t } = useTranslation('members');
  const stats = useGetStatsQuery();
  return (
    <Paper
      radius="xl"
      p={{ base: 'lg', sm: 'xl' }}
      mb="xl"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-chingu-light) 0%, var(--mantine-color-body) 70%)',
      }}
      withBorder
    >
      <Title order={1} fz={{ base: 26, sm: 36 }}>
        {t('directory.title')}
      </Title>
      <Text c="dimmed" mt="xs" maw={640}>
        {t('directory.subtitle')}
      </Text>
      <SimpleGrid cols={3} mt="lg" spacing={{ base: 'xs', sm: 'md' }} maw={720}>
        {STATS.map(({ key, icon: Icon }) => (
          <StatCard
            key={key}
            icon={<Icon size={20} />}
            value={stats.data?.data[key]}
            label={t(`directory.stats.${key}`)}
            loading={stats.isLoading}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
