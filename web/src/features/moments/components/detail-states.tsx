import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Invalid id / not found message of the moment detail (SPEC §2). */
export function DetailMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

export function DetailSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-busy>
      <Group>
        <Skeleton circle h={44} />
        <Stack gap={6}>
          <Skeleton h={14} w={140} />
          <Skeleton h={10} w={100} />
        </Stack>
      </Group>
      <Skeleton h={22} w="50%" mt="lg" />
      <Skeleton h={12} mt="md" />
      <Skeleton h={12} w="70%" mt={6} />
      <Skeleton h={300} mt="lg" radius="md" />
    </Card>
  );
}
