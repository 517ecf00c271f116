import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A tinted landing section with its centred heading: `texts` holds its eyebrow, title and
 * subtitle; the heading names the section (aria-labelledby `titleId`).
 */
export function TintedSection({
  id,
  titleId,
  textsKey,
  children,
}: {
  id: string;
  titleId: string;
  /** Where the eyebrow, title and subtitle live in the landing's texts. */
  textsKey: 'features' | 'pricing';
  children: ReactNode;
}) {
  const { t } = useTranslation('landing');
  const texts = {
    eyebrow: t(`${textsKey}.eyebrow`),
    title: t(`${textsKey}.title`),
    subtitle: t(`${textsKey}.subtitle`),
  };
  return (
    <section id={id} className={`${classes.section} ${classes.tinted}`} aria-labelledby={titleId}>
      <Container size="lg">
        <SectionHeading id={titleId} {...texts} />
        {children}
      </Container>
    </section>
  );
}
