import type { TMoment } from '@chingu/contract';
import { Anchor, Box, Stack } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TranslationResult } from '@/components/translation/translation-result';
import { useAppSelector } from '@/hooks/store';
import { useDetectedLanguage } from '@/hooks/use-detected-language';
import { useTranslateText, type TranslateText } from '@/hooks/use-translate-text';
import { selectCurrentUserId } from '@/stores/auth-slice';

/** What is translated (and saved to the notebook): the title and the description. */
export function momentText(moment: Pick<TMoment, 'title' | 'description'>): string {
  return [moment.title, moment.description].filter((part) => part.trim()).join('\n\n');
}

/**
 * "Translate" under a moment's text (PRODUCT §8.3): title and description together, into the
 * interface language. Only for members; by the server, the browser or a hand-off to a web
 * translator (PRODUCT §9.4). When the service does not say which language it read, the moment's
 * own language is named.
 */
export function MomentTranslate({
  moment,
  translate: given,
}: {
  moment: Pick<TMoment, 'title' | 'description' | 'language'>;
  /** The translation state when the parent uses it too (the detail's "Save to notebook"). */
  translate?: TranslateText;
}) {
  const { t, i18n } = useTranslation('common');
  const myId = useAppSelector(selectCurrentUserId);
  const text = momentText(moment);
  const own = useTranslateText(given ? '' : text, moment.language);
  const translate = given ?? own;
  // Nothing to translate when the text is already in the interface's language (read from the
  // text, as chat does: moments posted before issue 28 may carry a wrong label).
  const detected = useDetectedLanguage(text, Boolean(myId && text));
  const sameLanguage = (detected ?? moment.language) === (i18n.resolvedLanguage ?? 'en');
  if (!myId || !text || (sameLanguage && !translate.shown)) return null;
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={translate.shown}
        onClick={translate.toggle}
        style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconLanguage size={16} aria-hidden />
        {translate.shown ? t('translate.hide') : t('translate.action')}
      </Anchor>
      {translate.shown && (
        <Box
          p="xs"
          style={{
            borderLeft: '3px solid var(--mantine-color-blue-filled)',
            background: 'var(--mantine-color-default-hover)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <TranslationResult
            translation={translate.translation}
            loading={translate.loading}
            error={translate.error}
            onRetry={translate.retry}
            fallbackSource={moment.language}
            handOffUrl={translate.handOffUrl}
          />
        </Box>
      )}
    </Stack>
  );
}
