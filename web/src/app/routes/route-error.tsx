import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** The generic error page, for real crashes only (unknown routes get the not-found page). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" py="xl">
        <Title order={2}>Unexpected Application Error!</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Container>
  );
}
