import type { TMoment } from '@chingu/contract';
import { Group } from '@mantine/core';
import { AddReactionButton } from '@/components/reactions/add-reaction-button';
import { ReactionChips } from '@/components/reactions/reaction-chips';
import { useToggleReaction } from '../hooks/use-toggle-reaction';

/** The emoji reactions of a moment: chips to toggle, and a button for the quick row and picker. */
export function MomentReactions({ moment }: { moment: Pick<TMoment, '_id' | 'reactions'> }) {
  const toggle = useToggleReaction();
  const onToggle = (emoji: string) => void toggle(moment._id, emoji);
  return (
    <Group gap={6} align="center" data-testid="moment-reactions">
      <ReactionChips reactions={moment.reactions} onToggle={onToggle} />
      <AddReactionButton onPick={onToggle} />
    </Group>
  );
}
