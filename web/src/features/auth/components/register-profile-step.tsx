import { GENDERS, LIMITS } from '@chingu/contract/constants';
import { Button, Group, Select, SimpleGrid, Textarea } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalisedDateInput } from '@/components/date-picker-input';
import { useLevelOptions } from '@/hooks/use-level-options';
import { translateError } from '@/lib/form';
import { languageOptions, localLanguageName } from '@/lib/languages';
import { ProfileImagesInput } from './profile-images-input';
import type { RegisterForm } from './register-form';
import { StepForm } from './step-form';

type Props = {
  form: RegisterForm;
  files: File[];
  onFilesChange: (files: File[]) => void;
  sending: boolean;
  onBack: () => void;
  onContinue: () => void;
};

function birthDateValue(year: string, month: string, day: string): string | null {
  if (!year || !month || !day) return null;
  const date = dayjs(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, 'YYYY-MM-DD');
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

const ADULT_AGE_SHOWN = 25;

/** Where the empty picker opens: among an adult's birth years (~25 years ago), not today. */
function adultBirthDecade(now = dayjs()): string {
  return now.subtract(ADULT_AGE_SHOWN, 'year').startOf('year').format('YYYY-MM-DD');
}

const LANGUAGE_FIELDS = [
  { field: 'native_language', label: 'register.profile.nativeLanguage' },
  { field: 'language_to_learn', label: 'register.profile.learningLanguage' },
] as const;

export function RegisterProfileStep({
  form,
  files,
  onFilesChange,
  sending,
  onBack,
  onContinue,
}: Props) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const languages = useMemo(() => languageOptions(language), [language]);
  const genders = GENDERS.map((g) => ({ value: g, label: t(`register.profile.genders.${g}`) }));
  const { birth_year, birth_month, birth_day } = form.values;
  const learning = form.values.language_to_learn;
  const levels = useLevelOptions();

  const setBirthDate = (value: string | null) => {
    const date = value ? dayjs(value) : null;
    form.setValues({
      birth_year: date?.isValid() ? String(date.year()) : '',
      birth_month: date?.isValid() ? String(date.month() + 1) : '',
      birth_day: date?.isValid() ? String(date.date()) : '',
    });
    form.clearFieldError('birth_year');
  };

  return (
    <StepForm onSubmit={onContinue}>
      <Textarea
        label={t('register.profile.bio')}
        description={t('register.profile.bioHint')}
        placeholder={t('register.profile.bioPlaceholder')}
        rows={4}
        maxLength={LIMITS.bioMax}
        {...form.getInputProps('bio')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('register.profile.gender')}
          placeholder={t('register.profile.genderPlaceholder')}
          data={genders}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('gender')}
        />
        <LocalisedDateInput
          label={t('register.profile.birthDate')}
          description={t('register.profile.birthDateHint')}
          defaultLevel={birth_year ? 'month' : 'decade'}
          defaultDate={birth_year ? undefined : adultBirthDecade()}
          withAsterisk
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={birthDateValue(birth_year, birth_month, birth_day)}
          onChange={setBirthDate}
          error={translateError(t, form.errors.birth_year)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {LANGUAGE_FIELDS.map(({ field, label }) => (
          <Select
            key={field}
            label={t(label)}
            placeholder={t('register.profile.languagePlaceholder')}
            data={languages}
            searchable
            nothingFoundMessage={t('register.profile.noLanguage')}
            withAsterisk
            {...form.getInputProps(field)}
          />
        ))}
        <Select
          label={
            learning
              ? t('common:levels.labelIn', { language: localLanguageName(learning, language) })
              : t('common:levels.label')
          }
          description={t('common:levels.hint')}
          placeholder={t('common:levels.notSet')}
          data={levels}
          clearable
          value={form.values.level || null}
          onChange={(value) => form.setFieldValue('level', value ?? '')}
          error={translateError(t, form.errors.level)}
        />
      </SimpleGrid>
      <ProfileImagesInput files={files} onChange={onFilesChange} />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Button variant="default" onClick={onBack} disabled={sending}>
          {t('register.back')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('register.continue')}
        </Button>
      </Group>
    </StepForm>
  );
}
