import {
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type MantineColor,
  type TitleOrder,
} from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /** The icon's colour: gray for empty, orange for a bad link, red for a failure. */
  color?: MantineColor;
  /** The heading level that fits the page's outline. */
  order?: TitleOrder;
  /** Without the bordered card, where the page or a column already frames it. */
  bare?: boolean;
};

/** An empty, not-found or failed state: icon, title, explanation and what to do next. */
export function StatePanel({
  icon,
  title,
  description,
  action,
  color = 'gray',
  order = 2,
  bare = false,
}: Props) {
  const content = (
    <Stack align="center" gap="sm" py="lg" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={order} fz="xl">
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      ) : null}
      {action ? (
        <Group justify="center" gap="sm" mt="xs">
          {action}
        </Group>
      ) : null}
    </Stack>
  );
  if (bare) return content;
  return (
    <Paper withBorder radius="lg" p="xl">
      {content}
    </Paper>
  );
}

/** A filtered list with no result: the same panel, with one button that clears the filters. */
export function NoResultsPanel({
  icon,
  title,
  description,
  clearLabel,
  onClear,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  clearLabel: ReactNode;
  onClear: () => void;
}) {
  return (
    <StatePanel
      order={3}
      icon={icon}
      title={title}
      description={description}
      action={
        <Button leftSection={<IconFilterOff size={18} />} onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
