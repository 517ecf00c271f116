import type { TNotification } from '@chingu/contract';
import { Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFlame, IconShieldCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';
import { RelativeTime } from '@/components/relative-time';
import { paths } from '@/config/paths';
import classes from './notifications.module.css';

/** Where a notification leads: the follower's page, the moment, or the chat with the actor. */
export function notificationHref(item: TNotification): string {
  switch (item.kind) {
    case 'follow':
      return item.actor ? paths.communityMember.getHref(item.actor._id) : paths.community.getHref();
    case 'momentLike':
    case 'momentComment':
    case 'momentCorrection':
      return item.momentId ? paths.moment.getHref(item.momentId) : paths.myMoments.getHref();
    case 'correction':
    case 'missedCall':
    case 'messageRequest':
    case 'session':
      return item.actor ? paths.chat.getHref(item.actor._id) : paths.chat.getHref();
    case 'room':
      return item.roomId ? paths.room.getHref(item.roomId) : paths.rooms.getHref();
    case 'moderation':
      return paths.appeal.getHref(item.actionId ?? '', {
        ...(item.action ? { action: item.action } : {}),
        ...(item.reason ? { reason: item.reason } : {}),
        ...(item.preview ? { preview: item.preview } : {}),
      });
    case 'streak':
      // The home shows the streak and what makes today count.
      return paths.home.getHref();
  }
}

/** The texts of a `moderation` notification: which action, which rule, which content. */
function moderationText(item: TNotification, t: TFunction) {
  return {
    i18nKey: `notifications.kinds.moderation_${item.action ?? 'warn'}`,
    values: {
      reason: t(`moderation.reasons.${item.reason ?? 'other'}`),
      content: item.preview
        ? t('moderation.contentQuoted', { preview: item.preview })
        : t('moderation.content'),
    },
  };
}

/** One row: the actor's avatar, what happened (the actor's name in bold) and when. */
export function NotificationItem({
  item,
  onOpen,
}: {
  item: TNotification;
  onOpen: (item: TNotification) => void;
}) {
  const { t } = useTranslation();
  const unread = item.readAt === null;
  const moderation = item.kind === 'moderation' ? moderationText(item, t) : null;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(item)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {item.actor ? (
          <MemberAvatar member={item.actor} alt="" size={40} />
        ) : item.kind === 'streak' ? (
          <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden>
            <IconFlame size={22} />
          </ThemeIcon>
        ) : (
          <ThemeIcon size={40} radius="xl" variant="light" color="chingu" aria-hidden>
            <IconShieldCheck size={22} />
          </ThemeIcon>
        )}
        <Stack gap={2} miw={0} flex={1}>
          <Text size="sm" className={classes.text}>
            <Trans
              t={t}
              i18nKey={moderation?.i18nKey ?? `notifications.kinds.${item.kind}`}
              values={{
                ...moderation?.values,
                name: item.actor?.name ?? t('moderation.team'),
                preview: item.preview ?? '',
                // Folded likes: "X and N others" (the plural forms count the others).
                ...(item.kind === 'momentLike' ? { count: item.count - 1 } : {}),
                // A streak reminder's count is the streak's days.
                ...(item.kind === 'streak' ? { count: item.count } : {}),
              }}
              components={{ b: <b /> }}
            />
          </Text>
          <Text size="xs" c={unread ? 'chingu' : 'dimmed'} fw={unread ? 600 : undefined}>
            <RelativeTime date={item.createdAt} />
            {unread ? <VisuallyHidden> · {t('notifications.unread')}</VisuallyHidden> : null}
          </Text>
        </Stack>
        {unread ? <span className={classes.dot} aria-hidden /> : null}
      </Group>
    </UnstyledButton>
  );
}
