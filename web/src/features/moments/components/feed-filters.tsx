import { CATEGORIES, LIMITS } from '@chingu/contract/constants';
import {
  Button,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconFilterOff, IconHash, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';
import { FEED_LANGUAGE_CODES } from '../utils/moment';

/** `correctMe` is 'true' or '' like the other filters' URL values. */
export type FeedFilterValues = {
  q: string;
  category: string;
  language: string;
  tag: string;
  correctMe: string;
};
export type FeedFilterKey = keyof FeedFilterValues;

type Props = {
  values: FeedFilterValues;
  onChange: (key: FeedFilterKey, value: string) => void;
  onClear: () => void;
};

/** A tag typed with or without its '#'. */
function cleanTag(value: string): string {
  return value.trim().replace(/^#+/, '').slice(0, LIMITS.tagMax);
}

/**
 * Search (button disabled while blank, Enter searches), category, language and tag. Every change
 * goes to the server query; the screen puts the page back to 1 (SPEC §2).
 */
export function FeedFilters({ values, onChange, onClear }: Props) {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const [search, setSearch] = useState(values.q);
  const [tag, setTag] = useState(values.tag);
  const hasFilters = Boolean(values.category || values.language || values.tag || values.correctMe);
  const [opened, { toggle }] = useDisclosure(hasFilters);

  // The URL changed from outside (clear all, back / forward): show it in the inputs.
  const [shown, setShown] = useState({ q: values.q, tag: values.tag });
  if (shown.q !== values.q || shown.tag !== values.tag) {
    setShown({ q: values.q, tag: values.tag });
    if (shown.q !== values.q) setSearch(values.q);
    if (shown.tag !== values.tag) setTag(values.tag);
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = search.trim();
    if (q) onChange('q', q);
  };
  const applyTag = () => {
    const next = cleanTag(tag);
    if (next !== values.tag) onChange('tag', next);
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <form onSubmit={submitSearch} role="search">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            radius="xl"
            value={search}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setSearch(next);
              // Emptying the box drops the search.
              if (!next.trim() && values.q) onChange('q', '');
            }}
            placeholder={t('filters.searchPlaceholder')}
            aria-label={t('filters.searchLabel')}
            leftSection={<IconSearch size={16} />}
          />
          <Button type="submit" radius="xl" disabled={!search.trim()}>
            {t('filters.search')}
          </Button>
          <Button
            variant={opened ? 'light' : 'default'}
            radius="xl"
            onClick={toggle}
            aria-expanded={opened}
            leftSection={<IconAdjustments size={16} />}
            visibleFrom="xs"
          >
            {t('filters.toggle')}
          </Button>
        </Group>
      </form>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        onClick={toggle}
        aria-expanded={opened}
        leftSection={<IconAdjustments size={16} />}
        hiddenFrom="xs"
      >
        {t('filters.toggle')}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md" spacing="sm">
          <Select
            label={t('filters.category')}
            placeholder={t('filters.allCategories')}
            clearable
            value={values.category || null}
            onChange={(value) => onChange('category', value ?? '')}
            data={CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            }))}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('filters.language')}
            placeholder={t('filters.allLanguages')}
            clearable
            value={values.language || null}
            onChange={(value) => onChange('language', value ?? '')}
            data={FEED_LANGUAGE_CODES.map((code) => ({
              value: code,
              label: labelForCode(code, locale),
            }))}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label={t('filters.tag')}
            placeholder={t('filters.tagPlaceholder')}
            leftSection={<IconHash size={16} />}
            value={tag}
            maxLength={LIMITS.tagMax + 1}
            onChange={(event) => setTag(event.currentTarget.value)}
            onBlur={applyTag}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyTag();
              }
            }}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm" gap="sm">
          <Switch
            label={t('correctMe.filter')}
            checked={values.correctMe === 'true'}
            onChange={(event) => onChange('correctMe', event.currentTarget.checked ? 'true' : '')}
          />
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} />}
            onClick={onClear}
            disabled={!hasFilters && !values.q}
          >
            {t('filters.clearAll')}
          </Button>
        </Group>
      </Collapse>
    </Paper>
  );
}
