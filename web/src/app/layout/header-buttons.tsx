import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { MemberAvatar } from '@/components/member-avatar';
import type { TCurrentUserSummary } from '@/stores/auth-slice';
import classes from './app-layout.module.css';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

/** The language menu's trigger (also shown alone until the menu's code has loaded). */
export function LanguageButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <ActionIcon variant="default" size="lg" radius="xl" aria-label={label} {...props}>
      <IconLanguage size={20} stroke={1.6} />
    </ActionIcon>
  );
}

/** The account menu's trigger: avatar, name from `md` up, chevron. */
export function UserButton({
  user,
  label,
  ...props
}: ButtonProps & { user: TCurrentUserSummary; label: string }) {
  return (
    // The name is on screen from `md` up: the accessible name includes it (WCAG 2.5.3).
    <UnstyledButton className={classes.userButton} aria-label={`${user.name}, ${label}`} {...props}>
      <Group gap={8} wrap="nowrap">
        <MemberAvatar member={user} alt="" size={32} />
        <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate="end">
          {user.name}
        </Text>
        <IconChevronDown size={14} stroke={1.8} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
