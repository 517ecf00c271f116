import { createModuleLoader } from '@/lib/lazy-module';

/**
 * The member's header parts that load on their own (their code, Popover and Drawer, stays out of
 * the visitors' entry chunk). A module of their own: main.tsx loads them before it hydrates a
 * page the server rendered with them (decision 056), without importing the header itself.
 */
export const notificationBell = createModuleLoader(
  () => import('@/features/notifications/components/notification-bell'),
);
export const messageAlerts = createModuleLoader(
  () => import('@/features/notifications/components/message-alerts'),
);

/** Both, for a hydration that takes a click on the bell at once. */
export const loadMemberHeader = () => Promise.all([notificationBell.load(), messageAlerts.load()]);
