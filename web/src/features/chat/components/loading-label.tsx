import { Group, Loader, Stack, Text, type StackProps } from '@mantine/core';

/**
 * A spinner with what is loading under it (the list, a conversation); `inline`: beside it, as a
 * status (the next page of the list).
 */
export function LoadingLabel({
  label,
  inline = false,
  ...props
}: StackProps & { label: string; inline?: boolean }) {
  const text = (
    <Text size="sm" c="dimmed">
      {label}
    </Text>
  );
  if (inline) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        {text}
      </Group>
    );
  }
  return (
    <Stack align="center" gap="xs" {...props}>
      <Loader size="sm" />
      {text}
    </Stack>
  );
}
