import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconClock, IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chingu/contract';
import { useSendContactMutation } from '../api/send-contact';
import { useSiteForm } from '../lib/use-site-form';
import { SectionHeading } from './section-heading';
import { CONTACT_EMAIL } from './site-info';
import classes from './landing.module.css';

export function ContactForm() {
  const { t } = useTranslation('landing');
  const [sendContact, { isLoading }] = useSendContactMutation();
  const { onSubmit, fieldProps } = useSiteForm(sendContact, {
    success: t('contact.success'),
    failure: t('contact.failure'),
    failureTitle: t('contact.failureTitle'),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('contact.name')}
            placeholder={t('contact.namePlaceholder')}
            autoComplete="name"
            withAsterisk
            maxLength={LIMITS.nameMax}
            {...fieldProps('name')}
          />
          <TextInput
            type="email"
            label={t('contact.email')}
            placeholder={t('contact.emailPlaceholder')}
            autoComplete="email"
            withAsterisk
            {...fieldProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label={t('contact.message')}
          placeholder={t('contact.messagePlaceholder')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={10}
          maxLength={LIMITS.contactMessageMax}
          {...fieldProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isLoading} rightSection={<IconSend size={18} />}>
            {t('contact.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
            <ContactForm />
          </Card>
        </SimpleGrid>
      </Container>
    </section>
  );
}
