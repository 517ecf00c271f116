import { Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
}) {
  return (
    <Stack gap="xs" align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb="xl">
      <Text c="chingu" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.08em' }}>
        {eyebrow}
      </Text>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="lg" maw={640} className={classes.keepAll}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
