import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

function errorText(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return null;
}

/** The generic error page, for real crashes only (unknown routes get the not-found page). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('pageTitle.error'));
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" py="xl" ta="center">
        <ThemeIcon size={72} radius="50%" variant="light" color="red">
          <IconAlertTriangle size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2}>Unexpected Application Error!</Title>
        <Text c="dimmed">{errorText(error) ?? t('routeError.fallback')}</Text>
        <Text size="sm" c="dimmed" maw={440}>
          {t('routeError.hint')}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()} leftSection={<IconRefresh size={18} />}>
            {t('routeError.reload')}
          </Button>
          {/* A plain link: the router state may be what crashed. */}
          <Button
            component="a"
            href={paths.home.getHref()}
            variant="default"
            leftSection={<IconHome size={18} />}
          >
            {t('routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
