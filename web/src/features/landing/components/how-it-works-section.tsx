import { Container, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages, IconUserPlus, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

const STEPS: { key: string; icon: Icon }[] = [
  { key: 'step1', icon: IconUserPlus },
  { key: 'step2', icon: IconUsersGroup },
  { key: 'step3', icon: IconMessages },
];

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <SectionHeading id="how-title" eyebrow={t('how.eyebrow')} title={t('how.title')} />
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="ol"
          style={{ padding: 0, listStyle: 'none', margin: 0 }}
        >
          {STEPS.map(({ key, icon: StepIcon }, index) => (
            <Paper key={key} component="li" p="xl" radius="lg" withBorder>
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={48} radius="xl">
                  <StepIcon size={24} stroke={1.7} />
                </ThemeIcon>
                <span className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </span>
              </Group>
              <Text size="xs" fw={700} c="chingu" tt="uppercase" mb={4}>
                {t('how.step', { n: index + 1 })}
              </Text>
              <Title order={3} size="h4" mb="xs" className={classes.keepAll}>
                {t(`how.${key}.title`)}
              </Title>
              <Text c="dimmed" size="sm" className={classes.keepAll}>
                {t(`how.${key}.text`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
