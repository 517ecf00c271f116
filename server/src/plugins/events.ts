import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** In-process domain events, so the socket layer can react to HTTP actions without coupling. */
export type AppEvents = {
  /** These tokens were revoked (logout): their sockets must close. */
  sessionRevoked: [{ sessionIds: string[] }];
  /** Every token of this member was revoked (password reset). */
  userSessionsRevoked: [{ userId: string }];
  /** A block was added or removed: presence between the two changes at once. */
  blockChanged: [{ blockerId: string; blockedId: string; blocked: boolean }];
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventEmitter<AppEvents>;
  }
}

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new EventEmitter<AppEvents>());
  },
  { name: 'events' },
);
