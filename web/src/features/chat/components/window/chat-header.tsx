import type { CallMedia } from '@chingu/contract';
import { ActionIcon, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPhone, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '@/components/tooltip';
import { paths } from '@/config/paths';
import type { Pictured } from '@/utils/avatar';
import { formatRelativeTime } from '@/utils/relative-time';
import { PartnerAvatar } from '../partner-avatar';

type Props = {
  partner: Pictured & { name: string };
  /** null until the server's online list has arrived: "Offline" then could be wrong. */
  online: boolean | null;
  lastSeen: string | null;
  showBack: boolean;
  /** Opens the conversation info panel (PRODUCT §8.3). */
  onInfo: () => void;
  infoOpened?: boolean;
  /** Starts a voice or video call (PRODUCT §8.2); absent while one cannot be made (blocked). */
  onCall?: (media: CallMedia) => void;
};

function CallButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: React.ReactNode;
  onClick?: () => void;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={!onClick}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function ChatHeader({
  partner,
  online,
  lastSeen,
  showBack,
  onInfo,
  infoOpened,
  onCall,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const presence =
    online === null
      ? undefined
      : online
        ? t('presence.online')
        : lastSeen
          ? t('presence.lastSeen', {
              // SPEC §9 last seen: 'just now' (after "Last seen"), 'Xm ago', 'Xh ago', else a date.
              time: formatRelativeTime(lastSeen, t, {
                texts: 'chat:presence',
                maxDays: 1,
                locale: i18n.resolvedLanguage ?? 'en',
                dateFormat: { year: 'numeric', month: 'short', day: 'numeric' },
              }),
            })
          : t('presence.offline');
  return (
    <Group
      justify="space-between"
      px="md"
      py="sm"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {showBack && (
          <ActionIcon
            component={Link}
            to={paths.chat.getHref()}
            variant="subtle"
            color="gray"
            aria-label={t('window.back')}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <PartnerAvatar
          partner={partner}
          online={Boolean(online)}
          size={40}
          statusLabel={presence}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* The page's h1 (the list beside it has an h2), looking like the rest of the header. */}
          <Text component="h1" fw={700} size="md" m={0} truncate data-testid="chat-partner-name">
            {partner.name}
          </Text>
          {presence === undefined ? (
            <Skeleton h={10} w={64} my={4} data-testid="partner-presence-loading" />
          ) : (
            <Text size="xs" c={online ? 'green' : 'dimmed'} data-testid="partner-presence">
              {presence}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <CallButton
          label={t('window.call')}
          icon={<IconPhone size={18} />}
          onClick={onCall && (() => onCall('audio'))}
        />
        <CallButton
          label={t('window.video')}
          icon={<IconVideo size={18} />}
          onClick={onCall && (() => onCall('video'))}
        />
        <Tooltip label={t('window.info')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('window.info')}
            aria-haspopup="dialog"
            aria-expanded={infoOpened ?? false}
            onClick={onInfo}
          >
            <IconInfoCircle size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
