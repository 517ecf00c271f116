import { useFocusTrap } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone menu's state. It belongs to the page it was opened on: any navigation closes it. The
 * open menu keeps keyboard focus inside; Escape closes it and returns to the burger.
 */
export type MobileMenu = {
  opened: boolean;
  /** Whether the menu was ever opened on this page (its contents mount then). */
  menuUsed: boolean;
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
  // The language switch measures itself when it mounts (a forced layout of the whole page on the
  // first load): it mounts with the menu's first opening instead, behind the closed menu.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggle = () => {
    setMenuUsed(true);
    setOpenedOn(opened ? null : location.key);
  };
  const close = () => setOpenedOn(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const trapRef = useFocusTrap(opened);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    close();
    burgerRef.current?.focus();
  };
  return { opened, menuUsed, toggle, close, burgerRef, trapRef, onKeyDown };
}
