import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One card of the settings screen: its heading, an optional hint under it, an optional action
 * beside them (top right) and the card's content.
 */
export function SettingsCard({
  title,
  hint,
  action,
  children,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <div>
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </div>
  );
  return (
    <Card withBorder radius="lg" padding="lg">
      {action ? (
        <Group justify="space-between" align="flex-start" gap="sm">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
