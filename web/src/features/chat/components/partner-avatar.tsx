import { Avatar, Box } from '@mantine/core';
import classes from './chat.module.css';

type Props = {
  name: string;
  src: string | undefined;
  online: boolean;
  size?: number;
  /** Accessible presence text for the dot (Online / Offline). */
  statusLabel: string;
};

/** Avatar (or the name's initial) with the presence dot. */
export function PartnerAvatar({ name, src, online, size = 48, statusLabel }: Props) {
  return (
    <Box className={classes.avatarWrap}>
      <Avatar src={src} alt={name} size={size} radius="xl" color="initials" name={name}>
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <span
        className={classes.statusDot}
        data-online={online || undefined}
        role="img"
        aria-label={statusLabel}
      />
    </Box>
  );
}
