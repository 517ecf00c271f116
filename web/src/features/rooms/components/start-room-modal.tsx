import { LEVELS, type Level, type TCreateRoomRequest } from '@chingu/contract';
import { LIMITS, LANGUAGES } from '@chingu/contract/constants';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api';
import { labelForCode } from '@/lib/languages';
import { notifySuccess } from '@/lib/notify';
import { useCreateRoomMutation } from '../api/create-room';

/** Languages by code, in the interface language. */
export function useRoomLanguageOptions() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () =>
      LANGUAGES.map((l) => ({
        value: l.code,
        label: `${l.flag} ${labelForCode(l.code, locale, l.name)}`,
      })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
}

/** "Start a room": now (the host goes straight in) or scheduled up to 7 days ahead. */
export function StartRoomModal({
  opened,
  onClose,
  defaultLanguage,
}: {
  opened: boolean;
  onClose: () => void;
  defaultLanguage: string | null;
}) {
  const { t } = useTranslation('rooms');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('cancel') }}
      centered
    >
      {opened ? <StartRoomForm onClose={onClose} defaultLanguage={defaultLanguage} /> : null}
    </Modal>
  );
}

function StartRoomForm({
  onClose,
  defaultLanguage,
}: {
  onClose: () => void;
  defaultLanguage: string | null;
}) {
  const { t } = useTranslation(['rooms', 'errors']);
  const navigate = useNavigate();
  const languages = useRoomLanguageOptions();
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<string | null>(defaultLanguage);
  const [level, setLevel] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [maxSpeakers, setMaxSpeakers] = useState<number>(LIMITS.roomSpeakersDefault);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateRoomMutation();

  const submit = async () => {
    setError(null);
    const body: TCreateRoomRequest = {
      title,
      language: language as TCreateRoomRequest['language'],
      maxSpeakers,
      ...(level ? { level: level as Level } : {}),
      ...(topic.trim() ? { topic } : {}),
      ...(when === 'later' && startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
    };
    try {
      const { data: room } = await create(body).unwrap();
      onClose();
      if (room.status === 'live') void navigate(paths.room.getHref(room._id));
      else notifySuccess(t('create.scheduledToast'));
    } catch (err) {
      setError(apiErrorMessage(err, t, t('actionFailed')));
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
          label={t('create.roomTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={LIMITS.roomTitleMax}
          required
          data-autofocus
        />
        <Select
          label={t('create.language')}
          data={languages}
          value={language}
          onChange={setLanguage}
          searchable
          required
        />
        <Group grow align="flex-start">
          <Select
            label={t('create.level')}
            data={LEVELS.map((l) => ({ value: l, label: l }))}
            value={level}
            onChange={setLevel}
            placeholder={t('create.anyLevel')}
            clearable
          />
          <NumberInput
            label={t('create.maxSpeakers')}
            value={maxSpeakers}
            onChange={(value) => setMaxSpeakers(Number(value) || LIMITS.roomSpeakersDefault)}
            min={LIMITS.roomSpeakersMin}
            max={LIMITS.roomSpeakersMax}
            clampBehavior="strict"
            allowDecimal={false}
          />
        </Group>
        <Textarea
          label={t('create.topic')}
          placeholder={t('create.topicPlaceholder')}
          value={topic}
          onChange={(event) => setTopic(event.currentTarget.value)}
          maxLength={LIMITS.roomTopicMax}
          autosize
          minRows={2}
        />
        <SegmentedControl
          aria-label={t('create.when')}
          value={when}
          onChange={(value) => setWhen(value as 'now' | 'later')}
          data={[
            { value: 'now', label: t('create.now') },
            { value: 'later', label: t('create.later') },
          ]}
        />
        {when === 'later' ? (
          <TextInput
            type="datetime-local"
            label={t('create.startsAt')}
            value={startsAt}
            onChange={(event) => setStartsAt(event.currentTarget.value)}
            required
          />
        ) : null}
        {error ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {error}
          </div>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} disabled={!title.trim() || !language}>
            {when === 'later' ? t('create.schedule') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
