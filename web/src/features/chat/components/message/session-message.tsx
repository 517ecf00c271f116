import type { SessionAction, SessionStatus } from '@chingu/contract';
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCalendarDown, IconCalendarEvent, IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../utils/messages';
import {
  canStartSessionCall,
  formatSessionTime,
  languageName,
  myTimeZone,
  nextSessionChange,
  sameWallClock,
  sessionWindow,
  timeZoneOf,
} from '../../utils/sessions';
import classes from './message-bubble.module.css';

/** What a session card asks of the chat window (PRODUCT §9.2). */
export type SessionHandlers = {
  /** The partner, for their name and (when their profile has one) time zone. */
  partner: { name: string } & object;
  onAction: (message: ChatMessage, action: SessionAction) => Promise<boolean>;
  /** Absent while no call can be made (blocked, a message request). */
  onStartCall?: (message: ChatMessage) => void;
  onAddToCalendar: (message: ChatMessage) => Promise<void>;
};

const STATUS_COLOR: Record<SessionStatus, string> = {
  proposed: 'yellow',
  accepted: 'green',
  declined: 'gray',
  cancelled: 'gray',
};

/** `Date.now()`, renewed when the card's state changes by itself (the call opens, it ends). */
function useSessionNow(message: ChatMessage): number {
  const [now, setNow] = useState(() => Date.now());
  const session = message.session;
  useEffect(() => {
    if (!session) return;
    const next = nextSessionChange(session, now);
    if (next === null) return;
    // Timers longer than ~24.8 days overflow; a day at a time is plenty.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [session, now]);
  return now;
}

/** Cancel asks once more: the partner is told at once, and a cancelled session stays so. */
function CancelSession({ onConfirm, busy }: { onConfirm: () => void; busy: boolean }) {
  const { t } = useTranslation('chat');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow trapFocus position="top">
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={busy}
          onClick={() => setOpened((o) => !o)}
        >
          {t('session.cancel')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{t('session.cancelQuestion')}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size="compact-sm" variant="default" onClick={() => setOpened(false)}>
              {t('session.keep')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {t('session.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A session in the conversation (PRODUCT §9.2): when (in my zone and the partner's), how long,
 * which languages, where it stands; Accept and Decline for the receiver of a proposal, Cancel for
 * either member, "Add to calendar", and "Start call" from 10 minutes before it until its end.
 */
export function SessionMessageContent({
  message,
  own,
  handlers,
}: {
  message: ChatMessage;
  own: boolean;
  handlers?: SessionHandlers | undefined;
}) {
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.resolvedLanguage ?? 'en';
  const now = useSessionNow(message);
  const [busy, setBusy] = useState<SessionAction | null>(null);
  const session = message.session;
  if (!session) return null;
  const stored = message.status === 'delivered' && !message.isOptimistic;
  const { opens, ends } = sessionWindow(session);
  const over = now >= ends;
  const open = session.status === 'proposed' || session.status === 'accepted';
  const [first, second] = session.languages.map((code) => languageName(code, locale));
  const theirs = handlers ? timeZoneOf(handlers.partner) : null;
  const showTheirs = theirs !== null && !sameWallClock(session.startsAt, myTimeZone(), theirs);
  const act = async (action: SessionAction) => {
    if (!handlers) return;
    setBusy(action);
    try {
      await handlers.onAction(message, action);
    } finally {
      setBusy(null);
    }
  };
  const statusText =
    over && open ? t('session.status_over') : t(`session.status_${session.status}`);

  return (
    <Stack gap={6} data-testid="session-card" data-status={session.status} miw={0}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={700} c="inherit">
          {own ? t('session.titleOwn') : t('session.title', { name: message.sender.name })}
        </Text>
      </Group>
      {/* Status first: on a phone the summary wraps under it rather than squeezing the title. */}
      <Group gap="xs" wrap="wrap">
        <Badge
          color={over && open ? 'gray' : STATUS_COLOR[session.status]}
          variant="light"
          className={classes.sessionStatus}
        >
          {statusText}
        </Badge>
        <Text size="sm" c="inherit">
          {t('session.summary', { first, second, count: session.durationMinutes })}
        </Text>
      </Group>
      <Stack gap={0}>
        <Text size="sm" c="inherit" data-testid="session-my-time">
          {t('session.yourTime', { time: formatSessionTime(session.startsAt, locale) })}
        </Text>
        {showTheirs && handlers && (
          <Text size="sm" c="inherit" data-testid="session-partner-time">
            {t('session.partnerTime', {
              name: handlers.partner.name,
              time: formatSessionTime(session.startsAt, locale, theirs),
              zone: theirs.replace(/_/g, ' '),
            })}
          </Text>
        )}
      </Stack>
      {stored && handlers && open && !over && (
        <Group gap="xs" mt={2}>
          {session.status === 'proposed' && !own && (
            <>
              <Button
                size="compact-sm"
                color="green"
                loading={busy === 'accept'}
                disabled={busy !== null || now >= Date.parse(session.startsAt)}
                onClick={() => void act('accept')}
              >
                {t('session.accept')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void act('decline')}
              >
                {t('session.decline')}
              </Button>
            </>
          )}
          {session.status === 'accepted' && handlers.onStartCall && (
            <Button
              size="compact-sm"
              leftSection={<IconVideo size={16} />}
              disabled={!canStartSessionCall(session, now)}
              onClick={() => handlers.onStartCall?.(message)}
            >
              {t('session.startCall')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCalendarDown size={16} />}
            onClick={() => void handlers.onAddToCalendar(message)}
          >
            {t('session.addToCalendar')}
          </Button>
          {/* The receiver of a proposal declines it; cancelling is the proposer's, or either's once accepted. */}
          {(own || session.status === 'accepted') && (
            <CancelSession onConfirm={() => void act('cancel')} busy={busy === 'cancel'} />
          )}
        </Group>
      )}
      {stored && session.status === 'accepted' && !over && now < opens && (
        <Text size="xs" c="dimmed">
          {t('session.callOpens', { minutes: 10 })}
        </Text>
      )}
    </Stack>
  );
}
