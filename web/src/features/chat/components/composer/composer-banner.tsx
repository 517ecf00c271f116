import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './composer.module.css';

/** Above the input while replying or correcting: what it is about, and Cancel. */
export function ComposerBanner({
  title,
  quote,
  cancelLabel,
  onCancel,
}: {
  title: ReactNode;
  quote: string;
  cancelLabel?: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Group gap="xs" wrap="nowrap" className={classes.banner} data-testid="composer-banner">
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="xs" fw={600} c="blue">
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {quote}
        </Text>
      </Box>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={cancelLabel ?? t('composer.cancel')}
        onClick={onCancel}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
