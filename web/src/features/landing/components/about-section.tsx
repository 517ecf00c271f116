import { Container, List, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="about" className={classes.section} aria-labelledby="about-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 60 }}>
          <SectionHeading
            id="about-title"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            align="left"
          />
          <div>
            <Text size="lg" mb="lg" className={classes.keepAll}>
              {t('about.text')}
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" variant="light">
                  <IconCheck size={14} stroke={2.5} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('about.point1')}</List.Item>
              <List.Item>{t('about.point2')}</List.Item>
              <List.Item>{t('about.point3')}</List.Item>
            </List>
          </div>
        </SimpleGrid>
      </Container>
    </section>
  );
}
