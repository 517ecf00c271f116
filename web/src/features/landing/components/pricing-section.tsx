import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { selectSignedIn } from '@/stores/auth-slice';
import classes from './landing.module.css';
import { TintedSection } from './section-heading';

/**
 * SPEC §9: Basic $19, Standard $39, Premium $59 a month. PRODUCT §9.4: the core is free for every
 * member with no daily caps; a plan says what it adds (support for Chingu, help from the team),
 * never a feature every free account already has.
 */
export const PLANS = [
  { key: 'basic', price: 19, popular: false },
  { key: 'standard', price: 39, popular: true },
  { key: 'premium', price: 59, popular: false },
] as const;

const FEATURE_KEYS = ['f1', 'f2', 'f3'] as const;

/** What every account has, free and without daily caps. */
export const FREE_KEYS = [
  'chat',
  'corrections',
  'translation',
  'voice',
  'calls',
  'moments',
  'directory',
] as const;

const check = (
  <ThemeIcon size={20} radius="xl" variant="light" color="teal">
    <IconCheck size={12} stroke={3} />
  </ThemeIcon>
);

function FreeForEveryone() {
  const { t } = useTranslation('landing');
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      mb="lg"
      maw={{ base: 440, md: 'none' }}
      mx="auto"
      component="section"
      aria-labelledby="plan-free"
    >
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} size="h4" id="plan-free">
          {t('pricing.free.name')}
        </Title>
        <Text fz={28} fw={800} lh={1}>
          {t('pricing.free.price')}
        </Text>
      </Group>
      <Text c="dimmed" size="sm" mb="md" className={classes.keepAll}>
        {t('pricing.free.description')}
      </Text>
      <List spacing="xs" icon={check} className={classes.freeList} data-testid="free-features">
        {FREE_KEYS.map((key) => (
          <List.Item key={key}>
            <Text size="sm">{t(`pricing.free.items.${key}`)}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

export function PricingSection() {
  const { t } = useTranslation('landing');
  // A member already has an account: no sign-up buttons for them (PRODUCT §8.4).
  const signedIn = useAppSelector(selectSignedIn);
  return (
    <TintedSection id="pricing" titleId="pricing-title" textsKey="pricing">
      <FreeForEveryone />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" maw={{ base: 440, md: 'none' }} mx="auto">
        {PLANS.map((plan) => {
          const name = t(`pricing.${plan.key}.name`);
          return (
            <Card
              key={plan.key}
              padding="xl"
              className={`${classes.planCard} ${plan.popular ? classes.planPopular : ''}`}
              aria-labelledby={`plan-${plan.key}`}
              component="article"
            >
              <Group justify="space-between" mb="xs">
                <Title order={3} size="h4" id={`plan-${plan.key}`}>
                  {name}
                </Title>
                {plan.popular ? (
                  <Badge variant="filled" radius="xl">
                    {t('pricing.popular')}
                  </Badge>
                ) : null}
              </Group>
              <Text c="dimmed" size="sm" mb="lg" className={classes.keepAll}>
                {t(`pricing.${plan.key}.description`)}
              </Text>
              <Group gap={4} align="baseline" mb="lg">
                <Text fz={44} fw={800} lh={1} style={{ letterSpacing: '-0.03em' }}>
                  ${plan.price}
                </Text>
                <Text c="dimmed" fw={500}>
                  {t('pricing.perMonth')}
                </Text>
              </Group>
              <List
                spacing="sm"
                mb="xl"
                style={{ flexGrow: 1 }}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color="pink">
                    <IconHeart size={12} stroke={3} />
                  </ThemeIcon>
                }
              >
                {FEATURE_KEYS.map((f) => (
                  <List.Item key={f}>
                    <Text size="sm">{t(`pricing.${plan.key}.${f}`)}</Text>
                  </List.Item>
                ))}
              </List>
              {signedIn ? null : (
                <Button
                  component={Link}
                  to={paths.register.getHref()}
                  fullWidth
                  size="md"
                  variant={plan.popular ? 'filled' : 'light'}
                >
                  {t('pricing.choose')}
                </Button>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </TintedSection>
  );
}
