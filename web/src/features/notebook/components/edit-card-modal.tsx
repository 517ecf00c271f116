import type { TCard, TUpdateCardRequest } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { useUpdateCardMutation } from '../api/update-card';
import { useLanguageCodeOptions } from './language-options';

/** Edits a card's front, back, note and language; the server's refusal shows under the form. */
export function EditCardModal({ card, onClose }: { card: TCard | null; onClose: () => void }) {
  const { t } = useTranslation('notebook');
  return (
    <Modal opened={card !== null} onClose={onClose} title={t('edit')} centered>
      {card && <EditCardForm key={card._id} card={card} onClose={onClose} />}
    </Modal>
  );
}

function EditCardForm({ card, onClose }: { card: TCard; onClose: () => void }) {
  const { t } = useTranslation(['notebook', 'errors']);
  const options = useLanguageCodeOptions();
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  const [note, setNote] = useState(card.note ?? '');
  const [language, setLanguage] = useState(card.language as TUpdateCardRequest['language']);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateCardMutation();

  const submit = async () => {
    try {
      await update({ id: card._id, front, back, note, language }).unwrap();
      notifySuccess(t('saved'));
      onClose();
    } catch (err) {
      setError(apiErrorMessage(err, t, t('saveFailed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('front')}
          value={front}
          onChange={(event) => setFront(event.currentTarget.value)}
          maxLength={LIMITS.cardFrontMax}
          required
          error={error}
          data-autofocus
        />
        <Textarea
          label={t('back')}
          value={back}
          onChange={(event) => setBack(event.currentTarget.value)}
          maxLength={LIMITS.cardBackMax}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={LIMITS.cardNoteMax}
          autosize
          minRows={1}
        />
        <Select
          label={t('language')}
          data={options}
          value={language}
          onChange={(value) => value && setLanguage(value as TUpdateCardRequest['language'])}
          allowDeselect={false}
          searchable
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
