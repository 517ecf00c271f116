import { Group, UnstyledButton } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUICK_REACTIONS } from '@/utils/reactions';
import classes from './reactions.module.css';

type Props = {
  onPick: (emoji: string) => void;
  /** Opens the full picker; without it only the quick row is shown. */
  onMore?: () => void;
};

/** The row of six quick emojis, and a button to the full picker. */
export function QuickReactions({ onPick, onMore }: Props) {
  const { t } = useTranslation('common');
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={t('reactions.quick')}>
      {QUICK_REACTIONS.map((emoji) => (
        <UnstyledButton
          key={emoji}
          className={classes.quick}
          aria-label={t('reactions.react', { emoji })}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </UnstyledButton>
      ))}
      {onMore && (
        <UnstyledButton
          className={classes.quick}
          aria-label={t('reactions.more')}
          title={t('reactions.more')}
          onClick={onMore}
        >
          <IconMoodPlus size={20} />
        </UnstyledButton>
      )}
    </Group>
  );
}
