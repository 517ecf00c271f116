import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { ZSessionInput, type ErrorKey } from '@chingu/contract';
import { LANGUAGES, LIMITS } from '@chingu/contract/constants';
import { isErrorKey } from '@chingu/contract/errors';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/hooks/store';
import { translateError } from '@/lib/form';
import { selectCurrentUser } from '@/stores/auth-slice';
import type { ConversationArgs } from '../../api/get-conversation-messages';
import { useProposeSessionMutation } from '../../api/propose-session';
import { newClientId } from '../../utils/messages';
import {
  SESSION_DURATIONS,
  defaultSessionLanguages,
  defaultSessionStart,
  formatSessionTime,
  languageName,
  myTimeZone,
  sameWallClock,
  timeZoneOf,
  type LanguageCode,
} from '../../utils/sessions';
import type { SessionPartner } from './propose-session';

type Values = { when: string | null; duration: string; first: LanguageCode; second: LanguageCode };

const DAY_MS = 24 * 3_600_000;
/** DateTimePicker's value: local wall-clock time. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Where the server's refusal belongs in the form. */
const FIELD_OF: Partial<Record<ErrorKey, keyof Values>> = {
  sessionStartRequired: 'when',
  sessionStartInPast: 'when',
  sessionStartTooFar: 'when',
  sessionDurationInvalid: 'duration',
  sessionLanguagesInvalid: 'second',
};

/**
 * The form's own checks before the server's: a start in the future and at most
 * LIMITS.sessionMaxDaysAhead days ahead, then the contract's length and languages.
 */
function validateProposal(values: Values): Partial<Record<keyof Values, ErrorKey>> {
  const errors: Partial<Record<keyof Values, ErrorKey>> = {};
  const at = values.when ? dayjs(values.when).valueOf() : NaN;
  if (!Number.isFinite(at)) errors.when = 'sessionStartRequired';
  else if (at <= Date.now()) errors.when = 'sessionStartInPast';
  else if (at > Date.now() + LIMITS.sessionMaxDaysAhead * DAY_MS) {
    errors.when = 'sessionStartTooFar';
  }
  const parsed = ZSessionInput.safeParse({
    startsAt: new Date(Number.isFinite(at) ? at : Date.now()).toISOString(),
    durationMinutes: Number(values.duration),
    languages: [values.first, values.second],
  });
  for (const issue of parsed.error?.issues ?? []) {
    if (!isErrorKey(issue.message)) continue;
    const field = FIELD_OF[issue.message];
    if (field && field !== 'when' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The time the form shows in my zone and, when known and different, in the partner's. */
function TimesInZones({ when, partner }: { when: string | null; partner: SessionPartner }) {
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.resolvedLanguage ?? 'en';
  if (!when) return null;
  const at = dayjs(when).valueOf();
  const mine = myTimeZone();
  const theirs = timeZoneOf(partner);
  return (
    <Stack gap={2} data-testid="session-times" aria-live="polite">
      <Text size="sm">{t('session.yourTime', { time: formatSessionTime(at, locale) })}</Text>
      {theirs &&
        (sameWallClock(at, mine, theirs) ? (
          <Text size="sm" c="dimmed">
            {t('session.sameZone', { name: partner.name })}
          </Text>
        ) : (
          <Text size="sm">
            {t('session.partnerTime', {
              name: partner.name,
              time: formatSessionTime(at, locale, theirs),
              zone: theirs.replace(/_/g, ' '),
            })}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * The proposal's form (PRODUCT §9.2), loaded when the dialog first opens: Mantine's dates and
 * the contract's schemas stay out of the chat's first load.
 */
export function ProposeSessionForm({
  conversation,
  partner,
  onDone,
}: {
  conversation: ConversationArgs;
  partner: SessionPartner;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const locale = i18n.resolvedLanguage ?? 'en';
  const me = useAppSelector(selectCurrentUser);
  const [propose, { isLoading }] = useProposeSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // One clientId per form: sending again after a lost answer stores the proposal once.
  const [clientId] = useState(newClientId);
  const [first, second] = defaultSessionLanguages(me, partner);
  const [now] = useState(() => Date.now());
  const form = useForm<Values>({
    initialValues: {
      when: dayjs(defaultSessionStart(now)).format(PICKER_FORMAT),
      duration: '30',
      first,
      second,
    },
    validate: validateProposal,
  });
  const languages = useMemo(
    () =>
      LANGUAGES.map((language) => ({
        value: language.code,
        label: languageName(language.code, locale),
      })).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
  const error = (field: keyof Values) => translateError(t, form.errors[field]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await propose({
        conversation,
        clientId,
        session: {
          startsAt: dayjs(values.when).toISOString(),
          durationMinutes: Number(values.duration),
          languages: [values.first, values.second],
        },
      }).unwrap();
      onDone();
    } catch (caught) {
      const code = (caught as { data?: { code?: unknown } }).data?.code;
      const field = isErrorKey(code) ? FIELD_OF[code] : undefined;
      if (field && isErrorKey(code)) form.setFieldError(field, code);
      else setFailure(isErrorKey(code) ? t(`errors:${code}`) : t('session.sendFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DateTimePicker
          label={t('session.when')}
          locale={locale}
          valueFormat={locale.startsWith('ko') ? 'YYYY.MM.DD HH:mm' : 'DD/MM/YYYY HH:mm'}
          minDate={dayjs(now).format('YYYY-MM-DD')}
          maxDate={dayjs(now + LIMITS.sessionMaxDaysAhead * DAY_MS).format('YYYY-MM-DD')}
          firstDayOfWeek={locale.startsWith('ko') ? 0 : 1}
          monthLabelFormat={locale.startsWith('ko') ? 'YYYY년 M월' : 'MMMM YYYY'}
          timePickerProps={{
            hoursInputLabel: t('session.hours'),
            minutesInputLabel: t('session.minutesInput'),
          }}
          submitButtonProps={{ 'aria-label': t('session.pickTime') }}
          {...form.getInputProps('when')}
          error={error('when')}
          data-testid="session-when"
        />
        <TimesInZones when={form.values.when} partner={partner} />
        <Select
          label={t('session.duration')}
          data={SESSION_DURATIONS.map((minutes) => ({
            value: String(minutes),
            label: t('session.minutes', { count: minutes }),
          }))}
          allowDeselect={false}
          {...form.getInputProps('duration')}
          error={error('duration')}
        />
        <Group grow align="flex-start" gap="sm">
          <Select
            label={t('session.firstLanguage')}
            data={languages}
            searchable
            allowDeselect={false}
            {...form.getInputProps('first')}
            error={error('first')}
          />
          <Select
            label={t('session.secondLanguage')}
            data={languages}
            searchable
            allowDeselect={false}
            {...form.getInputProps('second')}
            error={error('second')}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('session.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
