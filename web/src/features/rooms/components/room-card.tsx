import type { TRoom } from '@chingu/contract';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellCheck, IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { Tooltip } from '@/components/tooltip';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { labelForCode } from '@/lib/languages';
import { notifyError } from '@/lib/notify';
import { useSetRoomInterestMutation } from '../api/room-interest';

/** A start time in the interface language, e.g. "27 Nov 2026, 21:30". */
export function formatStart(startsAt: string | null, locale = 'en'): string {
  if (!startsAt) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(startsAt),
  );
}

/** One room in the list: live (with its speakers) or upcoming (with a reminder). */
export function RoomCard({ room }: { room: TRoom }) {
  const { t, i18n } = useTranslation('rooms');
  const [setInterest, { isLoading }] = useSetRoomInterestMutation();
  const live = room.status === 'live';
  const language = labelForCode(room.language, i18n.resolvedLanguage ?? 'en', room.language);
  const toggleReminder = async () => {
    try {
      await setInterest({ roomId: room._id, interested: !room.interested }).unwrap();
    } catch (error) {
      notifyError(apiErrorMessage(error, t, t('actionFailed')));
    }
  };
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={room.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              {live ? (
                <Badge color="red" variant="filled" leftSection={<IconMicrophone size={12} />}>
                  {t('live')}
                </Badge>
              ) : (
                <Badge variant="light">
                  {t('scheduled', { when: formatStart(room.startsAt, i18n.resolvedLanguage) })}
                </Badge>
              )}
              <Badge variant="outline">{language}</Badge>
              {room.level ? <Badge variant="outline">{room.level}</Badge> : null}
            </Group>
            <Title order={3} size="h4" lineClamp={2}>
              {room.title}
            </Title>
            {room.topic ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {room.topic}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <MemberAvatar member={room.host} alt="" size={28} />
            <Text size="sm">{t('hostedBy', { name: room.host.name })}</Text>
          </Group>
          {live ? (
            <Group gap="sm">
              <Avatar.Group spacing="sm">
                {room.speakers.slice(0, 4).map((speaker) => (
                  <Tooltip key={speaker._id} label={speaker.name}>
                    <MemberAvatar member={speaker} alt={speaker.name} size={28} />
                  </Tooltip>
                ))}
              </Avatar.Group>
              <Text size="sm" c="dimmed">
                {t('listeners', { count: room.listeners })}
              </Text>
              <Button component={Link} to={paths.room.getHref(room._id)} size="sm">
                {t('join')}
              </Button>
            </Group>
          ) : (
            <Button
              variant={room.interested ? 'light' : 'default'}
              size="sm"
              loading={isLoading}
              aria-pressed={room.interested ?? false}
              leftSection={room.interested ? <IconBellCheck size={16} /> : <IconBell size={16} />}
              onClick={() => void toggleReminder()}
            >
              {room.interested ? t('reminded') : t('remindMe')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
