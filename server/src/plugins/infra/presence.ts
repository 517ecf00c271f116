/**
 * Who is online, as every module may ask it (the directory's "online now" filter, a conversation
 * header). The chat's socket layer owns the counting (modules/chat/presence.ts) and decorates the
 * app with it as `app.presence`; the shape is declared here so that other modules read it without
 * importing the chat module.
 */
export interface Presence {
  /** Counts one more socket; true when it is the member's first (they just came online). */
  connect(userId: string): Promise<boolean>;
  /** Counts one socket less; true when it was the member's last (they just went offline). */
  disconnect(userId: string): Promise<boolean>;
  onlineUserIds(): Promise<string[]>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}
