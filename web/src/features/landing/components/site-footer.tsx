import {
  ActionIcon,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconMessageHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './landing.module.css';
import { LazyNewsletterForm } from './lazy-site-forms';
import { CONTACT_EMAIL, SOCIAL_LINKS } from './site-info';

const QUICK_LINKS = [
  { key: 'about', href: paths.about.getHref() },
  { key: 'services', href: paths.services.getHref() },
  { key: 'pricing', href: paths.pricing.getHref() },
  { key: 'contact', href: paths.contact.getHref() },
  { key: 'communities', href: paths.communities.getHref() },
] as const;

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
            <LazyNewsletterForm />
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
