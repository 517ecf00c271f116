import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Indicator,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { selectSignedIn } from '@/stores/auth-slice';
import classes from './landing.module.css';

function HeroTitle() {
  const { t } = useTranslation('landing');
  const title = t('hero.title');
  const highlight = t('hero.highlight');
  const at = title.indexOf(highlight);
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className={classes.highlight}>{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

/** An illustration of two partners helping each other (not real data). */
function ChatIllustration() {
  const { t } = useTranslation('landing');
  return (
    <Paper
      shadow="xl"
      radius="xl"
      p="lg"
      withBorder
      className={classes.chatCard}
      role="img"
      aria-label={t('hero.illustrationLabel')}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Indicator color="teal" position="bottom-end" offset={4} size={10} withBorder zIndex={1}>
            <Avatar color="grape" radius="xl">
              MJ
            </Avatar>
          </Indicator>
          <div>
            <Text size="sm" fw={700}>
              Minji
            </Text>
            <Text size="xs" c="dimmed">
              {t('hero.partnerB')}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="grape" size="sm">
            KO
          </Badge>
          <IconArrowRight size={12} aria-hidden />
          <Badge variant="light" size="sm">
            EN
          </Badge>
        </Group>
      </Group>
      <Stack gap={8} aria-hidden>
        <Box className={`${classes.bubble} ${classes.bubbleIn}`}>{t('hero.bubble1')}</Box>
        <Box className={`${classes.bubble} ${classes.bubbleOut}`}>{t('hero.bubble2')}</Box>
        <Box className={`${classes.bubble} ${classes.bubbleIn}`}>{t('hero.bubble3')}</Box>
        <Box className={`${classes.bubble} ${classes.bubbleOut}`}>{t('hero.bubble4')}</Box>
        <Text size="xs" c="dimmed" fs="italic">
          Minji {t('hero.typing')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function HeroSection() {
  const { t } = useTranslation('landing');
  // A member already has an account: no sign-up buttons for them (PRODUCT §8.4).
  const signedIn = useAppSelector(selectSignedIn);
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 60 }} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <Badge
              variant="light"
              size="lg"
              radius="xl"
              leftSection={<IconSparkles size={14} />}
              style={{ alignSelf: 'flex-start', textTransform: 'none' }}
            >
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              <HeroTitle />
            </Title>
            <Text size="lg" c="dimmed" className={classes.keepAll}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm">
              {signedIn ? null : (
                <Button
                  component={Link}
                  to={paths.register.getHref()}
                  size="lg"
                  rightSection={<IconArrowRight size={18} />}
                >
                  {t('hero.getStarted')}
                </Button>
              )}
              <Button
                component={Link}
                to={paths.communities.getHref()}
                size="lg"
                variant="default"
                leftSection={<IconUsersGroup size={18} />}
              >
                {t('hero.findPartners')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('hero.note')}
            </Text>
          </Stack>
          <Box style={{ alignSelf: 'center' }}>
            <ChatIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
