import type { TOwnUser } from '@chingu/contract';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCamera, IconMapPin, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge } from '@/components/level-badge';
import { MemberAvatar } from '@/components/member-avatar';
import { Tooltip } from '@/components/tooltip';
import { paths } from '@/config/paths';
import { formatMonthYear } from '@/utils/relative-time';
import { handleOf } from '../utils/form';

const AVATAR_SIZE = 120;

type Props = { user: TOwnUser; onOpenViewer: () => void; onEditPhotos: () => void };

/** Banner, 120 px round avatar with the edit-photo button, name and '@' handle. */
export function ProfileHeader({ user, onOpenViewer, onEditPhotos }: Props) {
  const { t, i18n } = useTranslation('profile');
  const since = formatMonthYear(user.createdAt, i18n.resolvedLanguage ?? 'en');
  return (
    <Card padding={0} shadow="sm" style={{ overflow: 'visible' }}>
      <Box
        h={{ base: 110, sm: 150 }}
        style={{
          borderTopLeftRadius: 'var(--mantine-radius-lg)',
          borderTopRightRadius: 'var(--mantine-radius-lg)',
          background:
            'linear-gradient(120deg, var(--mantine-color-chingu-5) 0%, #ff7a7a 45%, #ffc15e 100%)',
        }}
      />
      <Stack align="center" gap={4} px="md" pb="lg" mt={-AVATAR_SIZE / 2}>
        <Box pos="relative" w={AVATAR_SIZE} h={AVATAR_SIZE}>
          <Tooltip label={t('header.open_photos')} withArrow>
            <UnstyledButton
              onClick={onOpenViewer}
              aria-label={t('header.open_photos')}
              style={{ borderRadius: '50%', display: 'block' }}
            >
              <MemberAvatar
                member={user}
                alt={t('header.avatar_alt', { name: user.name })}
                size={AVATAR_SIZE}
                radius={AVATAR_SIZE}
                style={{
                  border: '4px solid var(--mantine-color-body)',
                  boxShadow: 'var(--mantine-shadow-md)',
                }}
              />
            </UnstyledButton>
          </Tooltip>
          <Tooltip label={t('header.edit_photos')} withArrow>
            <ActionIcon
              onClick={onEditPhotos}
              aria-label={t('header.edit_photos')}
              radius="xl"
              size="lg"
              pos="absolute"
              bottom={4}
              right={4}
              style={{ border: '2px solid var(--mantine-color-body)' }}
            >
              <IconCamera size={18} />
            </ActionIcon>
          </Tooltip>
        </Box>
        <Title
          order={1}
          fz={{ base: 24, sm: 28 }}
          ta="center"
          mt="xs"
          style={{ overflowWrap: 'anywhere' }}
        >
          {user.name}
        </Title>
        <Group gap="xs" justify="center">
          <Text c="dimmed" data-testid="profile-handle" style={{ overflowWrap: 'anywhere' }}>
            {handleOf(user.name)}
          </Text>
          <LevelBadge level={user.level} language={user.language_to_learn} />
        </Group>
        <Group gap="md" justify="center" mt={4}>
          {user.location && (user.location.city || user.location.country) && (
            <Group gap={4}>
              <IconMapPin size={14} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {[user.location.city, user.location.country].filter(Boolean).join(', ')}
              </Text>
            </Group>
          )}
          {since && (
            <Text size="sm" c="dimmed">
              {t('header.member_since', { date: since })}
            </Text>
          )}
        </Group>
        {/* E-mail digest, push, who may message me, password, sessions (PRODUCT §8.4, §8.5). */}
        <Button
          component={Link}
          to={paths.settings.getHref()}
          variant="default"
          size="xs"
          mt="sm"
          leftSection={<IconSettings size={16} />}
        >
          {t('header.settings')}
        </Button>
      </Stack>
    </Card>
  );
}
