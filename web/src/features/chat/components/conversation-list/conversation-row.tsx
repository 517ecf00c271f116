import type { TConversation } from '@chingu/contract';
import { Badge, Box, Group, Text } from '@mantine/core';
import { IconBellOff, IconPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/first-render';
import { formatConversationTime, unreadLabel } from '../../utils/time';
import classes from '../chat.module.css';
import { PartnerAvatar } from '../partner-avatar';
import { ConversationMenu } from './conversation-menu';

type Props = {
  conversation: TConversation;
  myId: string;
  online: boolean;
  typing: boolean;
  active: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
};

export function ConversationRow({
  conversation: c,
  myId,
  online,
  typing,
  active,
  ...actions
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.resolvedLanguage ?? 'en';
  // A clock time in the member's own time zone, which the server does not know: it comes once
  // a page the server rendered has been hydrated (decision 056).
  const hydrated = useHydrated();
  // A photo or voice message without a caption is previewed by what it is; a call always is.
  const text =
    c.lastMessage === null
      ? null
      : c.lastMessageKind === 'call'
        ? t('list.call')
        : c.lastMessageKind === 'session'
          ? t('list.session')
          : c.lastMessage ||
            (c.lastMessageKind === 'image'
              ? t('list.photo')
              : c.lastMessageKind === 'voice'
                ? t('list.voice')
                : c.lastMessage);
  const preview =
    text === null
      ? t('list.noMessages')
      : c.lastMessageSenderId === myId
        ? t('list.you', { message: text })
        : text;

  return (
    <Box className={classes.row} data-active={active || undefined} data-testid="conversation-row">
      <Link
        to={paths.chat.getHref(c._id)}
        className={classes.rowLink}
        aria-current={active ? 'page' : undefined}
      >
        <PartnerAvatar
          partner={c}
          online={online}
          statusLabel={online ? t('presence.online') : t('presence.offline')}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={c.unreadCount > 0 ? 700 : 600} truncate>
                {c.name}
              </Text>
              {c.pinned && <IconPinFilled size={14} aria-label={t('list.pinned')} role="img" />}
              {c.muted && <IconBellOff size={14} aria-label={t('list.muted')} role="img" />}
            </Group>
            {hydrated && c.lastMessageTime && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatConversationTime(c.lastMessageTime, locale)}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between">
            {typing ? (
              <Text size="sm" c="teal" fs="italic" truncate>
                {t('list.typing')}
              </Text>
            ) : (
              <Text size="sm" c={c.unreadCount > 0 ? undefined : 'dimmed'} truncate>
                {preview}
              </Text>
            )}
            {c.unreadCount > 0 && (
              <Badge
                size="sm"
                circle={c.unreadCount < 10}
                color={c.muted ? 'gray' : undefined}
                aria-label={t('list.unread', { count: c.unreadCount })}
                data-testid="unread-badge"
              >
                {unreadLabel(c.unreadCount)}
              </Badge>
            )}
          </Group>
        </Box>
      </Link>
      <ConversationMenu conversation={c} {...actions} />
    </Box>
  );
}
