import type { TRoomMessage } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/member-avatar';

/** The room's side chat: the messages so far (the last 100) and a line to write one. */
export function RoomChat({
  messages,
  onSend,
}: {
  messages: TRoomMessage[];
  /** Resolves with an error text to show, or null when sent. */
  onSend: (text: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('rooms');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = async () => {
    if (!text.trim()) return;
    setSending(true);
    const failure = await onSend(text);
    setSending(false);
    setError(failure);
    if (!failure) setText('');
  };

  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-labelledby="room-chat-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="room-chat-title">
          {t('room.chat')}
        </Title>
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} role="log" aria-live="polite">
            {messages.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('room.chatEmpty')}
              </Text>
            ) : (
              messages.map((m, i) => (
                <Group key={`${m.createdAt}-${i}`} gap="xs" wrap="nowrap" align="flex-start">
                  <MemberAvatar member={m.from} alt="" size={24} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <b>{m.from.name}</b> {m.text}
                  </Text>
                </Group>
              ))
            )}
            <div ref={end} />
          </Stack>
        </ScrollArea.Autosize>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              flex={1}
              aria-label={t('room.chatPlaceholder')}
              placeholder={t('room.chatPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={LIMITS.roomMessageMax}
              error={error}
            />
            <ActionIcon
              type="submit"
              size="lg"
              aria-label={t('room.send')}
              loading={sending}
              disabled={!text.trim()}
            >
              <IconSend size={18} />
            </ActionIcon>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
