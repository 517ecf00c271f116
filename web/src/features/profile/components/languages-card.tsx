import type { Level } from '@chingu/contract/constants';
import { Select, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevelOptions } from '@/hooks/use-level-options';
import { languageFlag, languageOptions, localLanguageName } from '@/lib/languages';
import type { CardProps } from './card-props';
import { EditableCard } from './editable-card';
import { FieldRow } from './field-row';

function LanguageLabel({ name, locale }: { name: string; locale: string }) {
  const { t } = useTranslation('profile');
  if (!name)
    return (
      <Text span c="dimmed" fs="italic" size="sm">
        {t('personal.not_specified')}
      </Text>
    );
  return (
    <span>
      <span aria-hidden="true">{languageFlag(name)}</span> {localLanguageName(name, locale)}
    </span>
  );
}

export function LanguagesCard({ values, errors, onChange, ...card }: CardProps) {
  const { t, i18n } = useTranslation('profile');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => languageOptions(locale), [locale]);
  const levelOptions = useLevelOptions();

  return (
    <EditableCard
      {...card}
      title={t('languages.title')}
      icon={<IconLanguage size={20} color="var(--mantine-color-chingu-6)" />}
      testId="card-languages"
    >
      {card.editing ? (
        <>
          <Select
            label={t('languages.native')}
            placeholder={t('languages.placeholder')}
            data={options}
            value={values.native_language || null}
            onChange={(value) => onChange({ native_language: value ?? '' })}
            searchable
            nothingFoundMessage={t('languages.nothing_found')}
            required
            error={errors.native_language}
          />
          <Select
            label={t('languages.learning')}
            placeholder={t('languages.placeholder')}
            data={options}
            value={values.language_to_learn || null}
            onChange={(value) => onChange({ language_to_learn: value ?? '' })}
            searchable
            nothingFoundMessage={t('languages.nothing_found')}
            required
            error={errors.language_to_learn}
          />
          <Select
            label={t('common:levels.label')}
            description={t('common:levels.hint')}
            placeholder={t('common:levels.notSet')}
            data={levelOptions}
            value={values.level}
            onChange={(value) => onChange({ level: (value as Level | null) ?? null })}
            clearable
            error={errors.level}
          />
        </>
      ) : (
        <>
          <FieldRow label={t('languages.native')}>
            <LanguageLabel name={values.native_language} locale={locale} />
          </FieldRow>
          <FieldRow label={t('languages.learning')}>
            <LanguageLabel name={values.language_to_learn} locale={locale} />
          </FieldRow>
          <FieldRow label={t('common:levels.label')}>
            {values.level ? (
              <span data-testid="profile-level">{t(`common:levels.names.${values.level}`)}</span>
            ) : (
              <Text span c="dimmed" fs="italic" size="sm">
                {t('common:levels.notSet')}
              </Text>
            )}
          </FieldRow>
        </>
      )}
    </EditableCard>
  );
}
