import { LIMITS, type TRoomMessage } from '@chingu/contract';
import type { LiveRoom } from './live-state.ts';

/**
 * Where live rooms are kept: Redis when the app runs on several nodes (redis-store.ts), else
 * this process's memory. `update` applies a synchronous change to the newest version atomically
 * (the change may run again on a newer version when another node got there first), so the
 * change must only read its argument and throw AppErrors to refuse.
 */
export type Change<T> = {
  /** The new state; `null` deletes it; `unchanged` writes nothing. */
  room: LiveRoom | null | 'unchanged';
  result: T;
};

export interface LiveRoomStore {
  get(roomId: string): Promise<LiveRoom | null>;
  update<T>(roomId: string, change: (room: LiveRoom | null) => Change<T>): Promise<T>;
  /** Keeps the side chat's last `LIMITS.roomMessagesKept` messages. */
  addMessage(roomId: string, message: TRoomMessage): Promise<void>;
  messages(roomId: string): Promise<TRoomMessage[]>;
  /** The room ended: its state and side chat go. */
  remove(roomId: string): Promise<void>;
  close(): Promise<void>;
}

/** One process: the change runs synchronously on a copy, so nothing interleaves with it. */
export function createMemoryRoomStore(): LiveRoomStore {
  const rooms = new Map<string, LiveRoom>();
  const chats = new Map<string, TRoomMessage[]>();
  const copy = (room: LiveRoom | undefined) =>
    room ? (structuredClone(room) satisfies LiveRoom) : null;
  return {
    async get(roomId) {
      return copy(rooms.get(roomId));
    },
    async update(roomId, change) {
      const { room, result } = change(copy(rooms.get(roomId)));
      if (room === null) rooms.delete(roomId);
      else if (room !== 'unchanged') rooms.set(roomId, copy(room)!);
      return result;
    },
    async addMessage(roomId, message) {
      const chat = chats.get(roomId) ?? [];
      chat.push(message);
      chats.set(roomId, chat.slice(-LIMITS.roomMessagesKept));
    },
    async messages(roomId) {
      return [...(chats.get(roomId) ?? [])];
    },
    async remove(roomId) {
      rooms.delete(roomId);
      chats.delete(roomId);
    },
    async close() {
      rooms.clear();
      chats.clear();
    },
  };
}
