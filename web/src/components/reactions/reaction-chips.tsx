import type { TReaction } from '@chingu/contract';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './reactions.module.css';

type Props = {
  reactions: TReaction[];
  /** Toggles my reaction; without it the chips are read-only (visitors). */
  onToggle?: (emoji: string) => void;
  align?: 'flex-start' | 'flex-end';
};

/** "emoji count" chips under a message or moment; mine are highlighted (PRODUCT §8.3). */
export function ReactionChips({ reactions, onToggle, align = 'flex-start' }: Props) {
  const { t } = useTranslation('common');
  if (reactions.length === 0) return null;
  return (
    <Group
      gap={4}
      justify={align}
      data-testid="reactions"
      role="group"
      aria-label={t('reactions.label')}
    >
      {reactions.map((reaction) => {
        const label = t(reaction.mine ? 'reactions.chipMine' : 'reactions.chip', {
          emoji: reaction.emoji,
          count: reaction.count,
        });
        return (
          <UnstyledButton
            key={reaction.emoji}
            className={classes.chip}
            data-mine={reaction.mine || undefined}
            aria-pressed={reaction.mine}
            aria-label={label}
            title={label}
            disabled={!onToggle}
            onClick={() => onToggle?.(reaction.emoji)}
          >
            <span aria-hidden>{reaction.emoji}</span>
            <span aria-hidden>{reaction.count}</span>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
