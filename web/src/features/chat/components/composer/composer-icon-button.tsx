import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { Tooltip } from '@/components/tooltip';

type Props = ActionIconProps &
  ElementProps<'button', keyof ActionIconProps> & {
    /** The button's accessible name. */
    label: string;
    /** The tooltip, when it says more than the name. */
    hint?: string;
  };

/** A gray icon button of the composer (attach, record) with its tooltip. */
export function ComposerIconButton({ label, hint = label, ...props }: Props) {
  return (
    <Tooltip label={hint}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} {...props} />
    </Tooltip>
  );
}
