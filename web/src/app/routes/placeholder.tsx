import { Badge, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const SECTIONS: [pattern: string, key: string][] = [
  [paths.communities.path, 'communities'],
  [paths.community.path, 'communities'],
  [paths.communityMember.path, 'member'],
  [paths.moments.path, 'moments'],
  [paths.moment.path, 'moment'],
  [paths.addMoment.path, 'createMoment'],
  [paths.createMoment.path, 'createMoment'],
  [paths.editMoment.path, 'editMoment'],
  [paths.myMoments.path, 'myMoments'],
  [paths.profile.path, 'profile'],
  [paths.followers.path, 'followers'],
  [paths.followings.path, 'following'],
  [paths.chat.path, 'chat'],
];

export function sectionKey(pathname: string): string {
  return SECTIONS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'default';
}

/** Screens that later issues fill in: an honest "coming soon", never invented data. */
export default function PlaceholderRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius="50%" variant="light">
          <IconTools size={44} stroke={1.4} />
        </ThemeIcon>
        <Badge variant="light" size="lg" radius="xl">
          {t('placeholder.badge')}
        </Badge>
        <Title order={1}>{t(`placeholder.sections.${sectionKey(pathname)}`)}</Title>
        <Text c="dimmed" size="lg" maw={480} style={{ wordBreak: 'keep-all' }}>
          {t('placeholder.text')}
        </Text>
        <Button
          component={Link}
          to={paths.home.getHref()}
          variant="default"
          leftSection={<IconHome size={18} />}
          mt="sm"
        >
          {t('placeholder.home')}
        </Button>
      </Stack>
    </Container>
  );
}
