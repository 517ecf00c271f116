import { CATEGORIES, LANGUAGE_CODES, LIMITS } from '@chingu/contract/constants';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';
import { notifyError } from '@/lib/notify';
import type { Category, CreateMomentValues, LanguageCode } from '../utils/create-moment';
import { toDateTimeLocal } from '../utils/moment';
import { addTag } from '../utils/tags';

type Props = {
  form: UseFormReturnType<CreateMomentValues>;
  /** The tag input, focused by the toolbar's tags button. */
  tagRef: Ref<HTMLInputElement>;
};

/** Category, language, tags and schedule of a new moment (SPEC §2 Create moment). */
export function MomentSettingsFields({ form, tagRef }: Props) {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [tagInput, setTagInput] = useState('');
  const { category, language, tags } = form.values;

  const languageOptions = useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({ value: code, label: labelForCode(code, locale) })).sort(
        (a, b) => a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );

  const onAddTag = () => {
    const result = addTag(tags, tagInput);
    if (result.error) {
      notifyError(t(`createMoment.toast.${result.error}`));
      return;
    }
    form.setFieldValue('tags', result.tags);
    setTagInput('');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('createMoment.category')}
          value={category}
          allowDeselect={false}
          onChange={(value) => value && form.setFieldValue('category', value as Category)}
          data={CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <Select
          label={t('createMoment.language')}
          value={language}
          allowDeselect={false}
          searchable
          onChange={(value) => value && form.setFieldValue('language', value as LanguageCode)}
          data={languageOptions}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={tagRef}
          flex={1}
          label={t('createMoment.tagLabel')}
          placeholder={t('createMoment.tagPlaceholder')}
          value={tagInput}
          onChange={(event) => setTagInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAddTag();
            }
          }}
          description={`${tags.length}/${LIMITS.tagsMax}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={onAddTag}
          disabled={!tagInput.trim()}
          mb={22}
        >
          {t('createMoment.addTag')}
        </Button>
      </Group>
      <TextInput
        type="datetime-local"
        label={t('createMoment.schedule')}
        description={t('createMoment.scheduleHint')}
        min={toDateTimeLocal(new Date())}
        {...form.getInputProps('scheduledDate')}
      />
    </>
  );
}
