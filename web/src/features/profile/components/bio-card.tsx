import { LIMITS } from '@chingu/contract/constants';
import { Text, Textarea } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardProps } from './card-props';
import { EditableCard } from './editable-card';

export function BioCard({ values, errors, onChange, ...card }: CardProps) {
  const { t } = useTranslation('profile');
  return (
    <EditableCard
      {...card}
      title={t('bio.title')}
      icon={<IconQuote size={20} color="var(--mantine-color-chingu-6)" />}
      testId="card-bio"
    >
      {card.editing ? (
        <Textarea
          label={t('bio.label')}
          placeholder={t('bio.placeholder')}
          value={values.bio}
          onChange={(e) => onChange({ bio: e.currentTarget.value })}
          rows={4}
          maxLength={LIMITS.bioMax}
          description={`${values.bio.length} / ${LIMITS.bioMax}`}
          error={errors.bio}
        />
      ) : values.bio.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {values.bio}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('bio.empty')}
        </Text>
      )}
    </EditableCard>
  );
}
