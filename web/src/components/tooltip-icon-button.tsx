import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Tooltip } from '@/components/tooltip';

type Props = Omit<ActionIconProps, 'children'> & {
  /** The accessible name; also the tooltip unless `tooltip` says otherwise. */
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick?: () => void;
  /** A disabled button gets no pointer events: wrap it so its tooltip still shows. */
  wrapped?: boolean;
};

/** A subtle icon-only button named by `label`, with a tooltip. */
export function TooltipIconButton({ label, tooltip, icon, wrapped, ...rest }: Props) {
  const button = (
    <ActionIcon variant="subtle" aria-label={label} {...rest}>
      {icon}
    </ActionIcon>
  );
  return <Tooltip label={tooltip ?? label}>{wrapped ? <span>{button}</span> : button}</Tooltip>;
}
