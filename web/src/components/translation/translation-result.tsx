import { Anchor, Box, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api';
import type { Translation } from '@/lib/language-tools-api';
import { labelForCode } from '@/lib/languages';

type Props = {
  translation: Translation | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The language detected in the browser, when the service did not say. */
  fallbackSource?: string | null;
  /** Neither the server nor the browser can translate: a web translator's address instead. */
  handOffUrl?: string | null;
};

/** A translation under its original: "Translated from Korean", then the text. */
export function TranslationResult({
  translation,
  loading,
  error,
  onRetry,
  fallbackSource,
  handOffUrl,
}: Props) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.resolvedLanguage ?? 'en';
  if (handOffUrl) {
    return (
      <Box data-testid="translation">
        <Text size="xs" c="inherit" style={{ opacity: 0.85 }}>
          {t('translate.handOffNotice')}
        </Text>
        <Anchor
          href={handOffUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="inherit"
          fw={600}
          underline="always"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('translate.handOff')}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Box>
    );
  }
  if (loading && !translation) {
    return (
      <Group gap={6} data-testid="translation">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('translate.loading')}
        </Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Text size="xs" c="red" data-testid="translation" role="alert">
        {apiErrorMessage(error, t, t('translate.failed'))}{' '}
        <Anchor component="button" type="button" size="xs" onClick={onRetry}>
          {t('translate.retry')}
        </Anchor>
      </Text>
    );
  }
  if (!translation) return null;
  const source = translation.detectedSource ?? fallbackSource;
  return (
    <Box data-testid="translation" lang={locale}>
      <Text size="xs" c="inherit" fs="italic" style={{ opacity: 0.75 }}>
        {source
          ? t('translate.from', { language: labelForCode(source, locale) })
          : t('translate.done')}
      </Text>
      <Text size="sm" c="inherit" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {translation.text}
      </Text>
    </Box>
  );
}
