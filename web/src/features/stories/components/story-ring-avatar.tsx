import type { TMomentAuthor } from '@chingu/contract';
import { MemberAvatar } from '@/components/member-avatar';
import classes from './stories.module.css';

type Props = {
  member: TMomentAuthor;
  /** 'unviewed' draws the coloured ring, 'viewed' a grey one, 'none' a dashed outline. */
  ring: 'unviewed' | 'viewed' | 'none';
  size?: number;
};

/** A member's round avatar inside the story ring (decorative: the button around it is named). */
export function StoryRingAvatar({ member, ring, size = 60 }: Props) {
  return (
    <div
      className={classes.ring}
      data-unviewed={ring === 'unviewed' || undefined}
      data-none={ring === 'none' || undefined}
      data-testid={`story-ring-${ring}`}
      aria-hidden
    >
      <div className={classes.ringInner}>
        <MemberAvatar member={member} alt="" size={size} />
      </div>
    </div>
  );
}
