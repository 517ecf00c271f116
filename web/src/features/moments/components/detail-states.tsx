import { Card, Group, Skeleton, Stack } from '@mantine/core';

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
