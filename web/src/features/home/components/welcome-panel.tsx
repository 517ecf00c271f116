import {
  Anchor,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCamera,
  IconMessageCircle,
  IconPencilPlus,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type Step = { key: string; icon: Icon; href: string };

const STEPS: readonly Step[] = [
  { key: 'findPartner', icon: IconUsersGroup, href: paths.communities.getHref() },
  // The partner cards below carry the "Say hi" buttons.
  { key: 'sayHi', icon: IconMessageCircle, href: '#home-partners' },
  { key: 'postMoment', icon: IconPencilPlus, href: paths.createMoment.getHref() },
];
const PHOTO_STEP: Step = { key: 'addPhoto', icon: IconCamera, href: paths.profile.getHref() };

/**
 * Scrolls to the section the link names, without a history entry: a hash navigation would drop
 * the welcome's history state, and with it this panel, under the member's eyes.
 */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * The first-run welcome a new member lands on after registering (PRODUCT §9.4): their name and
 * the next steps (find a partner, say hi, post a moment; add a photo while they have none).
 */
export function WelcomePanel({
  name,
  hasPhoto,
  onDismiss,
}: {
  name: string;
  hasPhoto: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('home');
  const steps = hasPhoto ? STEPS : [...STEPS, PHOTO_STEP];
  return (
    <Paper
      component="section"
      aria-labelledby="home-welcome"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-primary-color-light)"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} fz={{ base: 26, sm: 34 }} id="home-welcome">
              {t('welcome.title', { name })}
            </Title>
            <Text c="dimmed">{t('welcome.subtitle')}</Text>
          </div>
          <CloseButton aria-label={t('welcome.dismiss')} onClick={onDismiss} />
        </Group>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, md: steps.length }}
          spacing="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map(({ key, icon: StepIcon, href }, index) => {
            const action = t(`welcome.steps.${key}.action`);
            return (
              <Paper component="li" key={key} radius="md" p="sm" withBorder>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
                    <StepIcon size={20} />
                  </ThemeIcon>
                  <Stack gap={4} miw={0}>
                    <Text fw={700}>
                      {index + 1}. {t(`welcome.steps.${key}.title`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`welcome.steps.${key}.text`)}
                    </Text>
                    {href.startsWith('#') ? (
                      <Anchor href={href} size="sm" fw={600} onClick={scrollToSection}>
                        {action}
                      </Anchor>
                    ) : (
                      <Anchor component={Link} to={href} size="sm" fw={600}>
                        {action}
                      </Anchor>
                    )}
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
