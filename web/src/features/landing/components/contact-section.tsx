import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';
import { LazyContactForm } from './lazy-site-forms';
import { SectionHeading } from './section-heading';
import { CONTACT_EMAIL } from './site-info';

export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="contact" className={classes.section} aria-labelledby="contact-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 5 }} spacing={{ base: 'lg', md: 48 }}>
          <Stack gap="lg" className={classes.contactIntro}>
            <SectionHeading
              id="contact-title"
              eyebrow={t('contact.eyebrow')}
              title={t('contact.title')}
              subtitle={t('contact.subtitle')}
              align="left"
            />
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light">
                <IconMail size={22} />
              </ThemeIcon>
              <div>
                <Text size="sm" c="dimmed">
                  {t('contact.emailLabel')}
                </Text>
                <Anchor fw={600} href={`mailto:${CONTACT_EMAIL}`}>
                  {CONTACT_EMAIL}
                </Anchor>
              </div>
            </Group>
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" color="teal">
                <IconClock size={22} />
              </ThemeIcon>
              <div>
                <Text size="sm" c="dimmed">
                  {t('contact.responseLabel')}
                </Text>
                <Text fw={600}>{t('contact.responseValue')}</Text>
              </div>
            </Group>
          </Stack>
          <Card padding="xl" shadow="sm" className={classes.contactCard}>
            <LazyContactForm />
          </Card>
        </SimpleGrid>
      </Container>
    </section>
  );
}
