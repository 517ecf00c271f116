import {
  ZFlaggedMessagesQuery,
  ZFlaggedMessagesResponse,
  type TFlaggedSender,
} from '@chingu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUrls } from '../../plugins/infra/images.ts';
import { listFlaggedSenders, type FlaggedSenderRow } from './flagged-queries.ts';

function toFlaggedSender(row: FlaggedSenderRow): TFlaggedSender {
  return {
    sender: { _id: row.senderId, name: row.name, imageUrls: imageUrls(row.images) },
    senderSuspended: row.suspended,
    count: row.count,
    receiversCount: row.receiversCount,
    lastFlaggedAt: new Date(row.lastFlaggedAt).toISOString(),
    messages: row.messages.map((m) => ({
      _id: m.id,
      receiver: { _id: m.receiverId, name: m.receiverName, imageUrls: imageUrls(m.receiverImages) },
      text: m.body,
      flags: m.flags,
      hidden: m.hidden,
      createdAt: new Date(m.createdAt).toISOString(),
    })),
  };
}

/**
 * `GET /api/v1/admin/flagged-messages` (PRODUCT §9.1): the off-app warning's flagged first
 * messages per sender, for moderators; everyone else gets 403 (visitors 401).
 */
export const adminFlaggedMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireModerator);

  app.get(
    '/',
    {
      schema: { querystring: ZFlaggedMessagesQuery, response: { 200: ZFlaggedMessagesResponse } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listFlaggedSenders(app.db, page, limit);
      return { success: true as const, count: total, data: rows.map(toFlaggedSender) };
    },
  );
};
