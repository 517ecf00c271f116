import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelForCode } from '@/lib/languages';
import { FEED_LANGUAGE_CODES } from '../utils/moment';

/**
 * "Browse by language" beside the feed on wide screens (issue 28 item 23): one press shows the
 * moments written in a language (the same `language` filter as the feed's filters), again to undo.
 */
export function FeedLanguages({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('moments');
  const locale = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const options = [
    { code: '', label: t('filters.allLanguages') },
    ...FEED_LANGUAGE_CODES.map((code) => ({ code, label: labelForCode(code, locale) })),
  ];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" id={headingId}>
        {t('feed.browseLanguages')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {t('feed.browseLanguagesHint')}
      </Text>
      <Group gap={6}>
        {options.map(({ code, label }) => (
          <Button
            key={code || 'all'}
            size="compact-sm"
            radius="xl"
            variant={value === code ? 'filled' : 'light'}
            aria-pressed={value === code}
            onClick={() => onChange(code)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
