import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapSearch, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** Unknown routes (PRODUCT §3: a friendly page instead of the generic error). */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.notFound'));
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius="50%" variant="light">
          <IconMapSearch size={44} stroke={1.4} />
        </ThemeIcon>
        <Text fw={800} fz={56} lh={1} c="chingu" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" size="lg" maw={480} style={{ wordBreak: 'keep-all' }}>
          {t('notFound.text')}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={paths.home.getHref()} leftSection={<IconHome size={18} />}>
            {t('notFound.home')}
          </Button>
          <Button
            component={Link}
            to={paths.communities.getHref()}
            variant="default"
            leftSection={<IconUsersGroup size={18} />}
          >
            {t('notFound.communities')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
