import { LIMITS } from '@chingu/contract/constants';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../utils/messages';
import classes from '../chat.module.css';
import { ComposerBanner } from './composer-banner';

type Props = {
  original: ChatMessage;
  connected: boolean;
  onSend: (corrected: string, note: string) => void;
  onCancel: () => void;
};

/**
 * Correcting the partner's message (PRODUCT §8.3): its text to edit in place of the composer,
 * an optional note; sent as a correction, which the partner sees as a word diff.
 */
export function CorrectionComposer({ original, connected, onSend, onCancel }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(original.message);
  const [note, setNote] = useState('');
  const changed = text.trim().length > 0 && text.trim() !== original.message.trim();
  const canSend = changed && connected;

  function submit() {
    if (canSend) onSend(text, note);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      className={classes.composer}
      aria-label={t('composer.correctionForm')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ComposerBanner
        title={t('composer.correcting', { name: original.sender.name })}
        quote={original.message}
        cancelLabel={t('composer.cancelCorrection')}
        onCancel={onCancel}
      />
      <Stack gap="xs">
        <Textarea
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          label={t('composer.correctedText')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={LIMITS.messageMax}
          data-autofocus
          autoFocus
        />
        <TextInput
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          label={t('composer.note')}
          placeholder={t('composer.notePlaceholder')}
          maxLength={LIMITS.correctionNoteMax}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" size="xs" color="green" disabled={!canSend}>
            {t('composer.sendCorrection')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
