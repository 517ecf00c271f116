import { Center, Divider, Loader, Stack, Text } from '@mantine/core';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '@/lib/notify';
import type { ChatMessage } from '../../utils/messages';
import { dayKey, formatDateSeparator } from '../../utils/time';
import classes from '../chat.module.css';
import { MessageBubble } from './message-bubble';
import type { MessageHandlers } from './message-handlers';
import { OffAppWarning } from './off-app-warning';

type Props = {
  messages: ChatMessage[];
  myId: string;
  partnerName: string;
  partnerTyping: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  handlers: Omit<MessageHandlers, 'onJumpTo'>;
  /** Shown under "Say hello" while the conversation has no message (the starters). */
  empty?: ReactNode;
};

/** How long a quoted message stays highlighted after a jump to it. */
export const HIGHLIGHT_MS = 2000;

/** Within this distance (px) of the end, the reader is at the newest message. */
const AT_END_PX = 48;

/** Distance from the top (px) at which older messages start loading. */
const LOAD_OLDER_THRESHOLD = 48;

/**
 * Messages oldest to newest under date separators; smooth scroll to the newest; scrolling to
 * the top loads the page before and keeps what was on screen in place.
 */
export function MessageList(props: Props) {
  const { messages, myId, partnerName, partnerTyping, hasOlder, loadingOlder } = props;
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.resolvedLanguage ?? 'en';
  const scrollRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstScroll = useRef(true);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(highlightTimer.current ?? undefined), []);

  // A reply's quote: scroll to the quoted message, highlight it briefly and move focus there.
  const onJumpTo = useCallback(
    (messageId: string) => {
      const rows = scrollRef.current?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [];
      const target = [...rows].find((row) => row.dataset.messageId === messageId);
      if (!target) {
        notifyInfo(t('message.quoteNotLoaded'));
        return;
      }
      target.scrollIntoView({ behavior: 'smooth', block: 'center' });
      target.focus({ preventScroll: true });
      setHighlightedId(messageId);
      if (highlightTimer.current) clearTimeout(highlightTimer.current);
      highlightTimer.current = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    },
    [t],
  );
  const { handlers: listHandlers } = props;
  const handlers: MessageHandlers = { ...listHandlers, onJumpTo };

  const newestId = messages.at(-1)?._id;
  const oldestId = messages[0]?._id;

  useEffect(() => {
    endRef.current?.scrollIntoView({
      behavior: firstScroll.current ? 'auto' : 'smooth',
      block: 'end',
    });
    if (newestId) firstScroll.current = false;
  }, [newestId, partnerTyping]);

  // What is shown grows without a new message (a reaction, a correction, a photo loading): a
  // reader at the end stays at the end, so the newest message's reaction is not left behind the
  // composer (issue 28).
  const contentRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // An older page was prepended: keep the previously first message where it was.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  function onScroll() {
    const element = scrollRef.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
    if (!hasOlder || loadingOlder) return;
    if (element.scrollTop < LOAD_OLDER_THRESHOLD) {
      heightBeforeOlder.current = element.scrollHeight;
      props.onLoadOlder();
    }
  }

  return (
    <div
      ref={scrollRef}
      className={classes.messages}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={partnerName}
    >
      <Stack gap="xs" ref={contentRef}>
        {loadingOlder && (
          <Center py="xs">
            <Loader size="xs" aria-label={t('window.loadingOlder')} />
          </Center>
        )}
        {!hasOlder && (
          <Text size="xs" c="dimmed" ta="center" py="xs">
            {messages.length > 0
              ? t('window.beginning', { name: partnerName })
              : t('window.sayHello', { name: partnerName })}
          </Text>
        )}
        {!hasOlder && messages.length === 0 && props.empty}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const separator = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
          return (
            <Fragment key={message.clientId ?? message._id}>
              {separator && (
                <Divider
                  my="xs"
                  labelPosition="center"
                  label={formatDateSeparator(message.createdAt, t, locale)}
                />
              )}
              <MessageBubble
                message={message}
                own={message.sender._id === myId}
                handlers={handlers}
                highlighted={highlightedId === message._id}
              />
              {message.sender._id !== myId && message.flags?.length ? (
                <OffAppWarning message={message} onBlock={handlers.onBlock} />
              ) : null}
            </Fragment>
          );
        })}
        {partnerTyping && (
          <div className={classes.bubble} style={{ alignSelf: 'flex-start' }} role="status">
            <Text size="sm" fs="italic" c="dimmed">
              {t('window.typing', { name: partnerName })}
            </Text>
          </div>
        )}
      </Stack>
      <div ref={endRef} />
    </div>
  );
}
