import { LIMITS } from '@chingu/contract/constants';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSendContactMutation, useSubscribeNewsletterMutation } from '../api/send-contact';
import { useSiteForm } from '../hooks/use-site-form';

/*
 * The contact and newsletter forms validate with the contract's zod schema: this module (with zod
 * and @mantine/form) loads when a form comes near the viewport (lazy-site-forms.tsx).
 */

type FieldProps = ReturnType<typeof useSiteForm>['fieldProps'];

/** Name, e-mail and message of either form, with its texts under `prefix`. */
function SiteFormFields({
  prefix,
  fieldProps,
  compact = false,
}: {
  prefix: 'contact' | 'footer.newsletter';
  fieldProps: FieldProps;
  /** The footer's newsletter: small fields one under another, no placeholders on name and e-mail. */
  compact?: boolean;
}) {
  const { t } = useTranslation('landing');
  const size = compact ? 'sm' : undefined;
  const name = (
    <TextInput
      size={size}
      label={t(`${prefix}.name`)}
      placeholder={compact ? undefined : t(`${prefix}.namePlaceholder`)}
      autoComplete="name"
      withAsterisk
      maxLength={LIMITS.nameMax}
      {...fieldProps('name')}
    />
  );
  const email = (
    <TextInput
      size={size}
      type="email"
      label={t(`${prefix}.email`)}
      placeholder={compact ? undefined : t(`${prefix}.emailPlaceholder`)}
      autoComplete="email"
      withAsterisk
      {...fieldProps('email')}
    />
  );
  return (
    <>
      {compact ? (
        <>
          {name}
          {email}
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {name}
          {email}
        </SimpleGrid>
      )}
      <Textarea
        size={size}
        label={t(`${prefix}.message`)}
        placeholder={t(`${prefix}.messagePlaceholder`)}
        withAsterisk
        autosize
        minRows={compact ? 2 : 5}
        maxRows={compact ? 4 : 10}
        maxLength={LIMITS.contactMessageMax}
        {...fieldProps('message')}
      />
    </>
  );
}

export function ContactForm() {
  const { t } = useTranslation('landing');
  const [sendContact, { isLoading }] = useSendContactMutation();
  const { onSubmit, fieldProps } = useSiteForm(sendContact, 'contact');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.title')}>
      <Stack gap="md">
        <SiteFormFields prefix="contact" fieldProps={fieldProps} />
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
        <SiteFormFields prefix="footer.newsletter" fieldProps={fieldProps} compact />
        <Button type="submit" loading={isLoading} leftSection={<IconMail size={16} />}>
          {t('footer.newsletter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
