import {
  ZMarkNotificationsReadRequest,
  ZMarkNotificationsReadResponse,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZUnreadCountResponse,
} from '@chingu/contract';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createNotificationsService } from './service.ts';

/** PRODUCT §8.4 under /api/v1/notifications: the caller's own notifications only. */
/**
 * Cached per member (decision 031): a stored notification moves its member's generation; actors'
 * names and the moments they point at are the public domains.
 */
const NOTIFICATION_DATA = { memberCache: { domains: ['members', 'moments'] } } as const;

export const notificationsRoutes = signedInRoutes(async (app) => {
  const notifications = createNotificationsService(app);

  app.get(
    '/',
    {
      schema: { querystring: ZNotificationsQuery, response: { 200: ZNotificationsResponse } },
      config: NOTIFICATION_DATA,
    },
    async (request) => ({
      success: true as const,
      ...(await notifications.list(request.member, request.query)),
    }),
  );

  app.get(
    '/unread-count',
    { schema: { response: { 200: ZUnreadCountResponse } }, config: NOTIFICATION_DATA },
    async (request) => ({
      success: true as const,
      data: await notifications.unreadCount(request.member),
    }),
  );

  app.put(
    '/read',
    {
      schema: {
        body: ZMarkNotificationsReadRequest,
        response: { 200: ZMarkNotificationsReadResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.markRead(request.member, request.body.ids),
    }),
  );
});
