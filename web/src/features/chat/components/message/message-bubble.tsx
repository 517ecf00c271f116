import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactionChips } from '@/components/reactions/reaction-chips';
import { useReport } from '@/components/report/report-context';
import { useMessageTools } from '../../hooks/use-message-tools';
import type { ChatMessage } from '../../utils/messages';
import { formatBubbleTime } from '../../utils/time';
import chat from '../chat.module.css';
import { AttachmentContent } from './attachment-content';
import { CallMessageContent } from './call-message';
import { LinkedText } from './linked-text';
import { MessageActions } from './message-actions';
import classes from './message-bubble.module.css';
import { CorrectionContent, ReplyQuote } from './message-content';
import { MessageExtras } from './message-extras';
import type { MessageHandlers } from './message-handlers';
import { CorrectedMark, StatusTick } from './message-status';
import { SessionMessageContent } from './session-message';

type Props = {
  message: ChatMessage;
  own: boolean;
  handlers: MessageHandlers;
  highlighted?: boolean;
  /** Photos or a voice clip of the message, rendered above its caption (attachments work). */
  attachments?: ReactNode;
};

/** A press this long on a touch screen opens the message's actions. */
const LONG_PRESS_MS = 500;

// `c="inherit"` keeps the bubble's colour; the `inherit` prop would also override the sizes.
export function MessageBubble({ message, own, handlers, highlighted, attachments }: Props) {
  const { t, i18n } = useTranslation('chat');
  const report = useReport();
  const [menuOpened, setMenuOpened] = useState(false);
  const tools = useMessageTools(message, menuOpened);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const error = message.status === 'error';
  // Only the partner's stored messages can be reported (pending ones have no server id yet).
  const reportable = !own && report && message.status === 'delivered';
  const stored = message.status === 'delivered' && !message.isOptimistic;

  const cancelPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };

  return (
    <Stack
      gap={2}
      align={own ? 'flex-end' : 'flex-start'}
      data-testid="message"
      data-message-id={message._id}
      data-own={own || undefined}
      data-highlighted={highlighted || undefined}
      tabIndex={-1}
      className={`${chat.messageRow} ${classes.row}`}
    >
      <div className={classes.line}>
        <div
          className={`${chat.bubble} ${classes.bubble}`}
          data-testid="message-bubble"
          data-own={own || undefined}
          data-error={error || undefined}
          data-kind={message.kind}
          onTouchStart={() => {
            cancelPress();
            pressTimer.current = setTimeout(() => setMenuOpened(true), LONG_PRESS_MS);
          }}
          onTouchEnd={cancelPress}
          onTouchMove={cancelPress}
          onTouchCancel={cancelPress}
          onContextMenu={(event) => {
            // The long press opens our menu instead of the browser's.
            if (menuOpened) event.preventDefault();
          }}
        >
          {message.replyTo && <ReplyQuote replyTo={message.replyTo} onJump={handlers.onJumpTo} />}
          {attachments ?? <AttachmentContent message={message} />}
          {message.kind === 'correction' ? (
            <CorrectionContent message={message} />
          ) : message.kind === 'call' ? (
            <CallMessageContent message={message} own={own} onCall={handlers.onCall} />
          ) : message.kind === 'session' ? (
            <SessionMessageContent message={message} own={own} handlers={handlers.session} />
          ) : (
            message.message && (
              <Text size="sm" c="inherit">
                <LinkedText text={message.message} />
              </Text>
            )
          )}
          <MessageExtras tools={tools} />
          {/* Dimmed on the partner's bubble only: white at 0.8 on the own bubble's colour falls
            below 4.5:1 (axe, e2e/tests/a11y.spec.ts). */}
          <Group gap={4} justify="flex-end" mt={2} style={own ? undefined : { opacity: 0.8 }}>
            {message.corrected && <CorrectedMark />}
            <Text size="xs" c="inherit">
              {formatBubbleTime(message.createdAt, i18n.resolvedLanguage ?? 'en')}
            </Text>
            {own && <StatusTick message={message} />}
            {reportable && (
              <ActionIcon
                variant="transparent"
                color="gray"
                size="xs"
                className={chat.reportMessage}
                aria-label={t('common:report.message', { name: message.sender.name })}
                onClick={() =>
                  report({
                    targetType: 'message',
                    targetId: message._id,
                    name: message.sender.name,
                  })
                }
              >
                <IconFlag size={12} />
              </ActionIcon>
            )}
          </Group>
        </div>
        <MessageActions
          message={message}
          own={own}
          opened={menuOpened}
          onOpenedChange={setMenuOpened}
          tools={tools}
          handlers={handlers}
        />
      </div>
      {message.reactions.length > 0 && (
        <Box px={4} mt={-2}>
          <ReactionChips
            reactions={message.reactions}
            align={own ? 'flex-end' : 'flex-start'}
            onToggle={stored ? (emoji) => handlers.onReact(message, emoji) : undefined}
          />
        </Box>
      )}
      {own && error && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => handlers.onRetry(message)}
        >
          {t('window.retry')}
        </Button>
      )}
    </Stack>
  );
}
