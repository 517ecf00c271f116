import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * SPEC §1: Courses is a placeholder page. It promises no courses (there are none): it says how
 * members learn here and leads to the community.
 */
export default function CoursesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.courses'));
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius="50%" variant="light">
          <IconBook size={44} stroke={1.4} />
        </ThemeIcon>
        <Title order={1}>{t('courses.title')}</Title>
        <Text c="dimmed" size="lg" maw={480} style={{ wordBreak: 'keep-all' }}>
          {t('courses.text')}
        </Text>
        <Button
          component={Link}
          to={paths.communities.getHref()}
          leftSection={<IconUsersGroup size={18} />}
          mt="sm"
        >
          {t('courses.cta')}
        </Button>
      </Stack>
    </Container>
  );
}
