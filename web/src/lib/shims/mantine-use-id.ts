import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks, used by every Tooltip, Popover, Menu, input and the
 * AppShell), in its place in the build (vite.config.ts; decision 066). The original starts from
 * React's id, as here, then swaps it for a random one in a layout effect after mount: a second,
 * synchronous render of every such component and what it wraps, inside the commit of a hydrated
 * page (a 200 ms task on a phone, issue 32), and ids that no longer match the server's. React's id
 * is unique in its root and the same on the server and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
