import { FEATURED_LANGUAGE_CODES, LANGUAGES } from '@chingu/contract/constants';
import {
  Button,
  Chip,
  CloseButton,
  Group,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilterOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SetURLSearchParams } from 'react-router';
import { labelForCode } from '@/lib/languages';
import { setListFilter } from '@/lib/list-params';
import type { useDebouncedParam } from '../hooks/use-debounced-param';
import type { DirectoryFilters as Filters } from '../utils/directory';

const FEATURED = FEATURED_LANGUAGE_CODES.map((code) => LANGUAGES.find((l) => l.code === code)!);

type DebouncedInput = ReturnType<typeof useDebouncedParam>;

type Props = {
  filters: Pick<Filters, 'language' | 'sort' | 'online'>;
  setParams: SetURLSearchParams;
  /** The search box and the country box: typed text, sent after the debounce. */
  search: DebouncedInput;
  countryInput: DebouncedInput;
  /** The number of members found, once known. */
  total: number | undefined;
  hasFilters: boolean;
  onReset: () => void;
};

/** Search, language chips, country, online now, sort tabs, the count and Reset filters. */
export function DirectoryFilters({
  filters: { language, sort, online },
  setParams,
  search,
  countryInput,
  total,
  hasFilters,
  onReset,
}: Props) {
  const { t, i18n } = useTranslation('members');
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  // Any filter change goes back to page 1 (SPEC §2).
  const setFilter = (key: 'language' | 'sort' | 'online', value?: string) =>
    setListFilter(setParams, key, value);

  return (
    <Stack gap="md" mb="lg">
      <TextInput
        size="md"
        radius="xl"
        value={search.text}
        onChange={(event) => search.setText(event.currentTarget.value)}
        placeholder={t('directory.searchPlaceholder')}
        aria-label={t('directory.searchLabel')}
        leftSection={<IconSearch size={18} />}
        rightSection={
          search.text ? (
            <CloseButton
              aria-label={t('directory.clearSearch')}
              onClick={search.clear}
              radius="xl"
            />
          ) : null
        }
      />
      <Group gap="xs" role="group" aria-label={t('directory.languageFilter')}>
        {FEATURED.map((l) => (
          <Chip
            key={l.code}
            checked={language === l.name}
            onChange={() => setFilter('language', language === l.name ? '' : l.name)}
            variant="outline"
          >
            <span aria-hidden>{l.flag}</span> {labelForCode(l.code, lng, l.name)}
          </Chip>
        ))}
      </Group>
      <Group gap="md" align="center">
        <TextInput
          value={countryInput.text}
          onChange={(event) => countryInput.setText(event.currentTarget.value)}
          placeholder={t('directory.countryPlaceholder')}
          aria-label={t('directory.countryLabel')}
          leftSection={<IconMapPin size={16} />}
          rightSection={
            countryInput.text ? (
              <CloseButton
                size="sm"
                aria-label={t('directory.clearCountry')}
                onClick={countryInput.clear}
              />
            ) : null
          }
          maxLength={100}
          w={{ base: '100%', xs: 260 }}
        />
        <Switch
          checked={online}
          onChange={(event) => setFilter('online', event.currentTarget.checked ? 'true' : '')}
          label={t('directory.onlineNow')}
        />
      </Group>
      <Tabs
        value={sort ?? 'all'}
        onChange={(value) => setFilter('sort', value === 'all' ? '' : (value ?? ''))}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('directory.tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="popular">{t('directory.tabs.popular')}</Tabs.Tab>
          <Tabs.Tab value="new">{t('directory.tabs.new')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="result-count">
          {total !== undefined ? t('directory.resultCount', { count: total }) : '\u00a0'}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} />}
          onClick={onReset}
          disabled={!hasFilters}
        >
          {t('directory.resetFilters')}
        </Button>
      </Group>
    </Stack>
  );
}
