import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
};

/**
 * Mantine's Tooltip, mounted when a mouse first rests on its target (decision 068). Until then
 * only the target renders. A mounted Tooltip costs every page that shows it whether or not anyone
 * hovers: floating-ui's hooks and their effects, and a Portal and a reference that each set state
 * while React commits, so each one rendered again inside the commit that hydrates a member's page.
 *
 * It opens as Mantine's would: on a mouse (not a touch) after `openDelay`, not while `disabled`;
 * a press before then means the member wanted the button, not its hint. From then on Mantine's
 * Tooltip follows the target beside it (its `target` prop), so the target itself is never mounted
 * anew: a press, focus or reference held on it stays valid.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const [mounted, setMounted] = useState(false);
  // A mouse on the target, waiting out the delay before the hint shows.
  const [resting, setResting] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  const target = isValidElement<TargetProps>(children) ? children : null;
  const ref = useMergedRef(targetRef, target?.props.ref);
  const { openDelay = 0, disabled } = props;
  useEffect(() => {
    if (!resting || disabled) return;
    const timer = window.setTimeout(() => setMounted(true), openDelay);
    return () => window.clearTimeout(timer);
  }, [resting, disabled, openDelay]);

  // Opened by its owner, or not an element to follow: Mantine's as it is.
  if (props.opened !== undefined || props.defaultOpened === true || !target) {
    return <MantineTooltip {...props}>{children}</MantineTooltip>;
  }
  return (
    <>
      {mounted && <MantineTooltip {...props} target={targetRef} defaultOpened />}
      {cloneElement(target as ReactElement<TargetProps>, {
        ref,
        onPointerEnter(event) {
          target.props.onPointerEnter?.(event);
          if (!mounted && event.pointerType !== 'touch') setResting(true);
        },
        onPointerLeave(event) {
          target.props.onPointerLeave?.(event);
          if (!mounted) setResting(false);
        },
        onPointerDown(event) {
          target.props.onPointerDown?.(event);
          if (!mounted) setResting(false);
        },
      })}
    </>
  );
}
