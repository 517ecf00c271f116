import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconHeartHandshake,
  IconMessageCircle,
  IconPhoto,
  IconWorldSearch,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { TintedSection } from './section-heading';

const FEATURES: { key: string; icon: Icon; color: string }[] = [
  { key: 'partners', icon: IconWorldSearch, color: 'chingu' },
  { key: 'chat', icon: IconMessageCircle, color: 'teal' },
  { key: 'moments', icon: IconPhoto, color: 'grape' },
  { key: 'follows', icon: IconHeartHandshake, color: 'pink' },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <TintedSection id="services" titleId="services-title" textsKey="features">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {FEATURES.map(({ key, icon: FeatureIcon, color }) => (
          <Card key={key} padding="xl" className={classes.featureCard}>
            <ThemeIcon size={52} radius="lg" variant="light" color={color} mb="md">
              <FeatureIcon size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs" className={classes.keepAll}>
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm" className={classes.keepAll}>
              {t(`features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </TintedSection>
  );
}
