import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';

/** SPEC §2: a placeholder showing only the text 'Main Stories'. */
export default function StoriesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitle.stories'));
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('stories.title')}</Title>
    </Container>
  );
}
