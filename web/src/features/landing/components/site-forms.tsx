import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chingu/contract/constants';
import { useSendContactMutation, useSubscribeNewsletterMutation } from '../api/send-contact';
import { useSiteForm } from '../hooks/use-site-form';

/*
 * The contact and newsletter forms validate with the contract's zod schema: this module (with zod
 * and @mantine/form) loads when a form comes near the viewport (lazy-site-forms.tsx).
 */

export function ContactForm() {
  const { t } = useTranslation('landing');
  const [sendContact, { isLoading }] = useSendContactMutation();
  const { onSubmit, fieldProps } = useSiteForm(sendContact, 'contact');
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

export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { onSubmit, fieldProps } = useSiteForm(subscribe, 'footer.newsletter');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('footer.newsletter.title')}>
      <Stack gap="xs">
        <TextInput
          size="sm"
          label={t('footer.newsletter.name')}
          autoComplete="name"
          withAsterisk
          maxLength={LIMITS.nameMax}
          {...fieldProps('name')}
        />
        <TextInput
          size="sm"
          type="email"
          label={t('footer.newsletter.email')}
          autoComplete="email"
          withAsterisk
          {...fieldProps('email')}
        />
        <Textarea
          size="sm"
          label={t('footer.newsletter.message')}
          placeholder={t('footer.newsletter.messagePlaceholder')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          maxLength={LIMITS.contactMessageMax}
          {...fieldProps('message')}
        />
        <Button type="submit" loading={isLoading} leftSection={<IconMail size={16} />}>
          {t('footer.newsletter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
