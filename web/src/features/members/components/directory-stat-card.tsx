import { Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One of the directory's three counts (learners, languages, countries). */
export function StatCard({
  icon,
  value,
  label,
  loading,
}: {
  icon: ReactNode;
  value: number | undefined;
  label: string;
  loading: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
      <Stack gap={4} align="center">
        <ThemeIcon size={36} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        {loading ? (
          <Skeleton h={26} w={56} data-testid="stat-skeleton" />
        ) : (
          <Text fw={800} fz={{ base: 'lg', sm: 24 }} lh={1.1}>
            {value === undefined ? '–' : new Intl.NumberFormat(i18n.language).format(value)}
          </Text>
        )}
        <Text size="xs" c="dimmed" ta="center" lh={1.3}>
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
