import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { adminFlaggedMessagesRoutes } from './flagged-routes.ts';
import { attachmentFileRoutes, chatRoutes } from './routes.ts';
import { chatRealtime } from './socket-handlers.ts';

/** The chat module: its socket events and presence, conversations, messages and attachments. */
export const chatModule = fp(
  async (app: FastifyInstance, { config, redis }: ModuleOptions) => {
    const newContactsPerDay = config.newContactsPerDay;
    await app.register(chatRealtime, {
      ...(redis ? { redis } : {}),
      keyPrefix: config.redisKeyPrefix,
      newContactsPerDay,
    });
    await app.register(chatRoutes, { prefix: '/api/v1/messages', newContactsPerDay });
    await app.register(attachmentFileRoutes, { prefix: '/api/v1/messages' });
    await app.register(adminFlaggedMessagesRoutes, { prefix: '/api/v1/admin/flagged-messages' });
  },
  { name: 'chat-module' },
);
