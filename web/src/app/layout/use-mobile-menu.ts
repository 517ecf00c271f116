import { useFocusTrap } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone menu's state. It belongs to the page it was opened on: any navigation closes it. The
 * open menu keeps keyboard focus inside; Escape closes it and returns to the burger.
 */
export type MobileMenu = {
  opened: boolean;
  toggle: () => void;
  close: () => void;
  burgerRef: RefObject<HTMLButtonElement | null>;
  trapRef: ReturnType<typeof useFocusTrap>;
  onKeyDown: (event: KeyboardEvent) => void;
};

export function useMobileMenu(): MobileMenu {
  const location = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === location.key;
  const toggle = () => setOpenedOn(opened ? null : location.key);
  const close = () => setOpenedOn(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const trapRef = useFocusTrap(opened);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    burgerRef.current?.focus();
  };
  return { opened, toggle, close, burgerRef, trapRef, onKeyDown };
}
