import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §2: a placeholder showing only the text 'Main Stories'. */
export default function StoriesRoute() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('stories.title')}</Title>
    </Container>
  );
}
