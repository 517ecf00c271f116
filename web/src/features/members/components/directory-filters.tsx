import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconFilterOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetURLSearchParams } from 'react-router';
import { useLevelOptions } from '@/hooks/use-level-options';
import { useNarrowViewport } from '@/hooks/use-narrow-viewport';
import { languageOptions, localLanguageName } from '@/lib/languages';
import { setListFilter } from '@/lib/list-params';
import type { useDebouncedParam } from '../hooks/use-debounced-param';
import { activeFilterCount, type DirectoryFilters as Filters } from '../utils/directory';

type DebouncedInput = ReturnType<typeof useDebouncedParam>;

type Props = {
  filters: Pick<
    Filters,
    'language' | 'nativeLanguage' | 'languageToLearn' | 'level' | 'sort' | 'online' | 'country'
  >;
  setParams: SetURLSearchParams;
  /** The search box and the country box: typed text, sent after the debounce. */
  search: DebouncedInput;
  countryInput: DebouncedInput;
  /** The number of members found, once known. */
  total: number | undefined;
  hasFilters: boolean;
  onReset: () => void;
};

type FilterKey = 'language' | 'native_language' | 'language_to_learn' | 'level' | 'sort' | 'online';

/**
 * Search; "Speaks" and "Learns" (native and learning language, PRODUCT §9.4), the level in the
 * language learned (PRODUCT §9.2), country and online now, behind a Filters button on phones so the first members show above the fold; sort tabs, the
 * count and Reset filters.
 */
export function DirectoryFilters({
  filters,
  setParams,
  search,
  countryInput,
  total,
  hasFilters,
  onReset,
}: Props) {
  const { language, nativeLanguage, languageToLearn, level, sort, online } = filters;
  const { t, i18n } = useTranslation('members');
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const options = useMemo(() => languageOptions(lng), [lng]);
  const levels = useLevelOptions();
  const narrow = useNarrowViewport();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  // Any filter change goes back to page 1 (SPEC §2).
  const setFilter = (key: FilterKey, value?: string) => setListFilter(setParams, key, value);

  return (
    <Stack gap="md" mb="lg">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
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
        {narrow && (
          <Button
            size="md"
            radius="xl"
            variant={opened ? 'light' : 'default'}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={panelId}
            leftSection={<IconAdjustments size={18} />}
            rightSection={
              active ? (
                <Badge size="sm" circle data-testid="active-filter-count">
                  {active}
                </Badge>
              ) : null
            }
            px="sm"
          >
            {t('directory.filters')}
          </Button>
        )}
      </Group>
      <Collapse expanded={!narrow || opened} id={panelId}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
          <Select
            label={t('directory.speaks')}
            placeholder={t('directory.anyLanguage')}
            data={options}
            value={nativeLanguage ?? null}
            onChange={(value) => setFilter('native_language', value ?? '')}
            searchable
            clearable
            nothingFoundMessage={t('directory.noLanguage')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('directory.learns')}
            placeholder={t('directory.anyLanguage')}
            data={options}
            value={languageToLearn ?? null}
            onChange={(value) => setFilter('language_to_learn', value ?? '')}
            searchable
            clearable
            nothingFoundMessage={t('directory.noLanguage')}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('common:levels.label')}
            placeholder={t('common:levels.any')}
            data={levels}
            value={level ?? null}
            onChange={(value) => setFilter('level', value ?? '')}
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            label={t('directory.countryLabel')}
            value={countryInput.text}
            onChange={(event) => countryInput.setText(event.currentTarget.value)}
            placeholder={t('directory.countryPlaceholder')}
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
          />
          <Switch
            checked={online}
            onChange={(event) => setFilter('online', event.currentTarget.checked ? 'true' : '')}
            label={t('directory.onlineNow')}
            style={{ alignSelf: 'end' }}
            pb={8}
          />
        </SimpleGrid>
        {language && (
          <Group mt="sm">
            <Badge
              size="lg"
              variant="light"
              tt="none"
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  radius="xl"
                  aria-label={t('directory.clearEitherLanguage')}
                  onClick={() => setFilter('language', '')}
                />
              }
            >
              {t('directory.eitherLanguage', { language: localLanguageName(language, lng) })}
            </Badge>
          </Group>
        )}
      </Collapse>
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
