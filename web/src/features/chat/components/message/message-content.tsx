import { Box, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WordDiff } from '@/components/word-diff/word-diff';
import type { ChatMessage } from '../../utils/messages';
import classes from './message-bubble.module.css';

/** The quoted message above a reply; a click scrolls to it. */
export function ReplyQuote({
  replyTo,
  onJump,
}: {
  replyTo: NonNullable<ChatMessage['replyTo']>;
  onJump: (messageId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const quoted = replyTo.message || t('message.quotedAttachment');
  return (
    <UnstyledButton
      className={classes.replyQuote}
      onClick={() => onJump(replyTo._id)}
      aria-label={t('message.showQuoted', { text: quoted })}
      data-testid="reply-quote"
    >
      <Text size="xs" c="inherit" lineClamp={2}>
        {quoted}
      </Text>
    </UnstyledButton>
  );
}

/** A correction: the original quoted, then the word diff and the corrector's note. */
export function CorrectionContent({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const correction = message.correction;
  if (!correction) return <Text size="sm">{message.message}</Text>;
  return (
    <Box data-testid="correction">
      <Text size="xs" fw={600} c="inherit" className={classes.kindLabel}>
        {t('message.correctionLabel')}
      </Text>
      <blockquote className={classes.originalQuote} aria-label={t('message.original')}>
        <Text size="xs" c="inherit">
          {correction.original}
        </Text>
      </blockquote>
      <WordDiff original={correction.original} corrected={correction.corrected} />
      {correction.note && (
        <Text size="xs" c="inherit" mt={4} className={classes.note}>
          <span className={classes.noteLabel}>{t('message.note')}</span> {correction.note}
        </Text>
      )}
    </Box>
  );
}
