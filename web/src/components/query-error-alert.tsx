import { Alert, Button, Stack, Text, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = Omit<AlertProps, 'title' | 'children' | 'color'> & {
  title?: ReactNode;
  /** Why it failed (usually `apiErrorMessage`); left out when the title says enough. */
  message?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** Spins the retry button while the query runs again. */
  retrying?: boolean;
  /** Smaller icon and button, for cards and side columns. */
  compact?: boolean;
};

/** A query that failed to load: the red alert with its reason and a retry button. */
export function QueryErrorAlert({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  compact = false,
  ...props
}: Props) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={compact ? 18 : undefined} />}
      title={title}
      {...props}
    >
      <Stack gap={compact ? 'xs' : 'sm'} align="flex-start">
        {message ? <Text size="sm">{message}</Text> : null}
        <Button
          size={compact ? 'xs' : 'sm'}
          variant="light"
          color="red"
          leftSection={<IconRefresh size={compact ? 14 : 16} />}
          onClick={onRetry}
          loading={retrying}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
