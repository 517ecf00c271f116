import { GENDERS } from '@chingu/contract/constants';
import { Badge, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalisedDateInput } from '@/components/date-picker-input';
import { birthPartsToDateValue, dateValueToBirthParts, formatBirthday } from '../utils/birthday';
import { isGender } from '../utils/form';
import type { CardProps } from './card-props';
import { EditableCard } from './editable-card';
import { FieldRow } from './field-row';

/** ZLocation's limit for the city and the country. */
const PLACE_MAX = 100;

export function PersonalCard({
  email,
  values,
  errors,
  onChange,
  ...card
}: CardProps & { email: string }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const birthday = formatBirthday(values, language);
  const city = values.location?.city ?? '';
  const country = values.location?.country ?? '';
  const place = [city.trim(), country.trim()].filter(Boolean).join(', ');
  // Both blank is "no location" (null), as for members who never set one.
  const setPlace = (patch: { city?: string; country?: string }) => {
    const next = { city, country, ...patch };
    onChange({ location: next.city === '' && next.country === '' ? null : next });
  };

  const view = (
    <>
      <FieldRow label={t('personal.name')}>{values.name}</FieldRow>
      <FieldRow label={t('personal.email')}>{email}</FieldRow>
      <FieldRow label={t('personal.gender')}>
        {values.gender ? (
          <Badge variant="light" data-testid="gender-badge">
            {t(`personal.genders.${values.gender}`)}
          </Badge>
        ) : (
          <Text c="dimmed" fs="italic" size="sm">
            {t('personal.not_specified')}
          </Text>
        )}
      </FieldRow>
      <FieldRow label={t('personal.birthday')}>
        <span data-testid="birthday">{birthday ?? t('personal.not_specified')}</span>
      </FieldRow>
      <FieldRow label={t('personal.location')}>
        {place ? (
          <span data-testid="location">{place}</span>
        ) : (
          <Text c="dimmed" fs="italic" size="sm">
            {t('personal.not_specified')}
          </Text>
        )}
      </FieldRow>
    </>
  );

  const edit = (
    <>
      <TextInput
        label={t('personal.name')}
        value={values.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={errors.name}
        required
        autoComplete="name"
      />
      <TextInput
        label={t('personal.email')}
        value={email}
        disabled
        description={t('personal.email_hint')}
      />
      <Select
        label={t('personal.gender')}
        placeholder={t('personal.gender_placeholder')}
        data={GENDERS.map((g) => ({ value: g, label: t(`personal.genders.${g}`) }))}
        value={values.gender || null}
        onChange={(value) => onChange({ gender: value && isGender(value) ? value : '' })}
        clearable
        error={errors.gender}
        allowDeselect
      />
      <LocalisedDateInput
        label={t('personal.birthday')}
        value={birthPartsToDateValue(values)}
        onChange={(value) => onChange(dateValueToBirthParts(value))}
        clearable
        defaultLevel={birthPartsToDateValue(values) ? 'month' : 'decade'}
        leftSection={<IconCalendar size={16} />}
        error={errors.birth_year}
        popoverProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('personal.city')}
          placeholder={t('personal.city_placeholder')}
          value={city}
          onChange={(e) => setPlace({ city: e.currentTarget.value })}
          maxLength={PLACE_MAX}
          autoComplete="address-level2"
        />
        <TextInput
          label={t('personal.country')}
          placeholder={t('personal.country_placeholder')}
          value={country}
          onChange={(e) => setPlace({ country: e.currentTarget.value })}
          maxLength={PLACE_MAX}
          autoComplete="country-name"
        />
      </SimpleGrid>
    </>
  );

  return (
    <EditableCard
      {...card}
      title={t('personal.title')}
      icon={<IconUser size={20} color="var(--mantine-color-chingu-6)" />}
      testId="card-personal"
    >
      {card.editing ? edit : view}
    </EditableCard>
  );
}
