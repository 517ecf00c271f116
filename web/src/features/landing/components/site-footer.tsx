import {
  ActionIcon,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconMessageHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '@chingu/contract';
import { paths } from '@/config/paths';
import { useSubscribeNewsletterMutation } from '../api/send-contact';
import { useSiteForm } from '../lib/use-site-form';
import { CONTACT_EMAIL, SOCIAL_LINKS } from './site-info';
import classes from './landing.module.css';

const QUICK_LINKS = [
  { key: 'about', href: paths.about.getHref() },
  { key: 'services', href: paths.services.getHref() },
  { key: 'pricing', href: paths.pricing.getHref() },
  { key: 'contact', href: paths.contact.getHref() },
  { key: 'communities', href: paths.communities.getHref() },
] as const;

export function NewsletterForm() {
  const { t } = useTranslation('landing');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { onSubmit, fieldProps } = useSiteForm(subscribe, {
    success: t('footer.newsletter.success'),
    failure: t('footer.newsletter.failure'),
    failureTitle: t('footer.newsletter.failureTitle'),
  });
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

export function SiteFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={{ base: 'xl', md: 40 }}>
          <Stack gap="sm">
            <Group gap={8}>
              <IconMessageHeart size={26} color="var(--mantine-color-chingu-filled)" aria-hidden />
              <Text fw={800} fz="xl">
                Chingu
              </Text>
            </Group>
            <Text size="sm" c="dimmed" className={classes.keepAll}>
              {t('footer.about')}
            </Text>
            <Text size="sm" fw={700} mt="xs">
              {t('footer.social')}
            </Text>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ network, href, icon: SocialIcon }) => (
                <ActionIcon
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="default"
                  radius="xl"
                  size="lg"
                  aria-label={t('footer.socialOn', { network })}
                >
                  <SocialIcon size={18} stroke={1.6} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>

          <nav aria-labelledby="footer-links-title">
            <Title order={3} size="h5" mb="sm" id="footer-links-title">
              {t('footer.quickLinks')}
            </Title>
            <Stack gap={8}>
              {QUICK_LINKS.map((link) => (
                <Link key={link.key} to={link.href} className={classes.footerLink}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              ))}
            </Stack>
          </nav>

          <div>
            <Title order={3} size="h5" mb="sm">
              {t('footer.contactInfo')}
            </Title>
            <Stack gap="sm">
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} aria-hidden />
                <a href={`mailto:${CONTACT_EMAIL}`} className={classes.footerLink}>
                  {CONTACT_EMAIL}
                </a>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('footer.address')}
                </Text>
              </Group>
            </Stack>
          </div>

          <div>
            <Title order={3} size="h5" mb={4}>
              {t('footer.newsletter.title')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('footer.newsletter.text')}
            </Text>
            <NewsletterForm />
          </div>
        </SimpleGrid>
        <Divider my="xl" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.madeWith')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
