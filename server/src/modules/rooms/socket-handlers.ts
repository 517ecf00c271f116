import {
  ZRoomHostAction,
  ZRoomJoin,
  ZRoomMessageRequest,
  ZRoomMute,
  ZRoomOwnAction,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { LiveRooms } from './live.ts';

/**
 * The `room:*` events (PRODUCT §9.3) on the app's socket. Every event is validated and acked
 * `{status:'success', …}` or `{status:'error', error, code}`; the member is the socket's.
 */
export function roomSocketHandlers(app: FastifyInstance, live: LiveRooms) {
  // One handler per event for every socket (issue 32).
  const handle = app.socketEvents.acked;
  handle('room:join', (s, p) => live.join(s, ZRoomJoin.parse(p).roomId));
  handle('room:leave', (s, p) => live.leave(s, ZRoomOwnAction.parse(p)?.roomId));
  handle('room:raise-hand', (s, p) => live.raiseHand(s, true, ZRoomOwnAction.parse(p)?.roomId));
  handle('room:lower-hand', (s, p) => live.raiseHand(s, false, ZRoomOwnAction.parse(p)?.roomId));
  handle('room:invite', (s, p) => live.hostAction(s, 'invite', ZRoomHostAction.parse(p)));
  handle('room:to-listeners', (s, p) =>
    live.hostAction(s, 'toListeners', ZRoomHostAction.parse(p)),
  );
  handle('room:mute', (s, p) => {
    const { muted, ...target } = ZRoomMute.parse(p);
    return live.hostAction(s, muted ? 'mute' : 'unmute', target);
  });
  handle('room:remove', (s, p) => live.hostAction(s, 'remove', ZRoomHostAction.parse(p)));
  handle('room:message', async (s, p) => {
    const message = ZRoomMessageRequest.parse(p);
    await app.spendMemberBudget(s.data.userId, 'messages');
    await live.message(s, message);
  });
  handle('room:signal', (s, p) => live.signal(s, p));
  app.socketEvents.onDisconnect((socket) => live.disconnected(socket.id));
}
