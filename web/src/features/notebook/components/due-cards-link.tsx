import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetNotebookQuery } from '../api/get-notebook';

/** The home's "N cards to review" (PRODUCT §9.2), linking to the review; nothing when none. */
export function DueCardsLink() {
  const { t } = useTranslation('notebook');
  const { data } = useGetNotebookQuery({ due: 'true', limit: 1 });
  const due = data?.dueCount ?? 0;
  if (due === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="due-cards">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          <IconCards size={20} />
        </ThemeIcon>
        <Anchor component={Link} to={paths.notebookReview.getHref()} fw={600}>
          {t('dueCount', { count: due })}
        </Anchor>
        <Text c="dimmed" size="sm" visibleFrom="sm">
          {t('subtitle')}
        </Text>
      </Group>
    </Paper>
  );
}
