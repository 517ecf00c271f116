import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TranslationResult } from '@/components/translation/translation-result';
import type { MessageTools } from '../../hooks/use-message-tools';
import classes from './message-bubble.module.css';

/** Under the text: its translation and its romanization, each when asked for. */
export function MessageExtras({ tools }: { tools: MessageTools }) {
  const { t } = useTranslation('chat');
  const { translate } = tools;
  return (
    <>
      {tools.romanizeShown && tools.romanized && (
        <Box className={classes.extra} data-testid="romanization">
          <Text size="xs" c="inherit" fs="italic" style={{ opacity: 0.8 }}>
            {t('message.romanization')}
          </Text>
          <Text size="sm" c="inherit" lang="en-Latn">
            {tools.romanized}
          </Text>
        </Box>
      )}
      {translate.shown && (
        <Box className={classes.extra}>
          <TranslationResult
            translation={translate.translation}
            loading={translate.loading}
            error={translate.error}
            onRetry={translate.retry}
            fallbackSource={tools.language}
            handOffUrl={translate.handOffUrl}
          />
        </Box>
      )}
    </>
  );
}
