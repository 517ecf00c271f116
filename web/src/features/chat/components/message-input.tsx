import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconMoodSmile, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import classes from './chat.module.css';

type Props = {
  connected: boolean;
  onSend: (text: string) => void;
  onKeystroke: () => void;
  /** Replaces the attach button (photos, PRODUCT §8.3). */
  attachSlot?: ReactNode;
  /** Shown beside Send while the text is empty (the voice message button). */
  voiceSlot?: ReactNode;
  /** Send without text (photos are waiting: the text is their caption). */
  allowEmpty?: boolean;
};

/** SPEC §2/§5: send is disabled when blank or without an open socket; Enter sends. */
export function MessageInput({
  connected,
  onSend,
  onKeystroke,
  attachSlot,
  voiceSlot,
  allowEmpty,
}: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const empty = text.trim().length === 0;
  const canSend = (!empty || Boolean(allowEmpty)) && connected;

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {attachSlot}
        <TooltipIconButton
          label={t('window.emoji')}
          tooltip={`${t('window.emoji')} · ${t('window.comingSoon')}`}
          icon={<IconMoodSmile size={18} />}
          color="gray"
          size="lg"
          disabled
          wrapped
        />
        <Textarea
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onKeystroke();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('window.placeholder')}
          aria-label={t('window.messageLabel')}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
        />
        {empty && !allowEmpty && voiceSlot}
        <ActionIcon type="submit" size="lg" disabled={!canSend} aria-label={t('window.send')}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
