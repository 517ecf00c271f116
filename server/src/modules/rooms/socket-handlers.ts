import {
  ZRoomHostAction,
  ZRoomJoin,
  ZRoomMessageRequest,
  ZRoomMute,
  ZRoomOwnAction,
  type RoomClientEvents,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { ackOf, socketError } from '../../lib/socket-ack.ts';
import type { AppSocket } from '../../plugins/infra/socket.ts';
import type { LiveRooms } from './live.ts';

/**
 * The `room:*` events (PRODUCT §9.3) on the app's socket. Every event is validated and acked
 * `{status:'success', …}` or `{status:'error', error, code}`; the member is the socket's.
 */
export function roomSocketHandlers(app: FastifyInstance, live: LiveRooms) {
  // One handler per event for every socket (issue 32).
  const handle = (
    event: keyof RoomClientEvents,
    work: (socket: AppSocket, payload: unknown) => Promise<object | void>,
  ) => {
    app.socketEvents.on(event, (socket, args) => {
      // `room:leave` and the hand events may come without a payload: the ack is then first.
      const callback = args.at(-1);
      const payload =
        typeof callback === 'function' ? (args.length > 1 ? args[0] : undefined) : args[0];
      const reply = ackOf<object>(callback);
      // An async step first: a payload that fails to parse throws inside the promise.
      void (async () => work(socket, payload))().then(
        (answer) => reply?.({ status: 'success', ...(answer ?? {}) }),
        (error: unknown) => reply?.(socketError(error, app.log)),
      );
    });
  };
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
