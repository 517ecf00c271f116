import { Box } from '@mantine/core';
import { MemberAvatar } from '@/components/member-avatar';
import type { Pictured } from '@/utils/avatar';
import classes from './chat.module.css';

type Props = {
  partner: Pictured & { name: string };
  online: boolean;
  size?: number;
  /** Accessible presence text for the dot (Online / Offline); no dot while presence is unknown. */
  statusLabel?: string;
};

/** Avatar (or the name's initial) with the presence dot. */
export function PartnerAvatar({ partner, online, size = 48, statusLabel }: Props) {
  return (
    <Box className={classes.avatarWrap}>
      <MemberAvatar member={partner} initials={1} size={size} color="initials" />
      {statusLabel !== undefined && (
        <span
          className={classes.statusDot}
          data-online={online || undefined}
          role="img"
          aria-label={statusLabel}
        />
      )}
    </Box>
  );
}
