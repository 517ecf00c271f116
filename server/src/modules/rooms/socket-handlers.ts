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
  app.io.on('connection', (socket: AppSocket) => {
    const handle = (
      event: keyof RoomClientEvents,
      work: (payload: unknown) => Promise<object | void>,
    ) => {
      (socket as unknown as { on: (e: string, l: (...args: unknown[]) => void) => void }).on(
        event,
        async (...args: unknown[]) => {
          // `room:leave` and the hand events may come without a payload: the ack is then first.
          const callback = args.at(-1);
          const payload = args.length > 1 ? args[0] : undefined;
          const reply = ackOf<object>(callback);
          try {
            const answer = await work(typeof callback === 'function' ? payload : args[0]);
            reply?.({ status: 'success', ...(answer ?? {}) });
          } catch (error) {
            reply?.(socketError(error, app.log));
          }
        },
      );
    };
    handle('room:join', (p) => live.join(socket, ZRoomJoin.parse(p).roomId));
    handle('room:leave', (p) => live.leave(socket, ZRoomOwnAction.parse(p)?.roomId));
    handle('room:raise-hand', (p) => live.raiseHand(socket, true, ZRoomOwnAction.parse(p)?.roomId));
    handle('room:lower-hand', (p) =>
      live.raiseHand(socket, false, ZRoomOwnAction.parse(p)?.roomId),
    );
    handle('room:invite', (p) => live.hostAction(socket, 'invite', ZRoomHostAction.parse(p)));
    handle('room:to-listeners', (p) =>
      live.hostAction(socket, 'toListeners', ZRoomHostAction.parse(p)),
    );
    handle('room:mute', (p) => {
      const { muted, ...target } = ZRoomMute.parse(p);
      return live.hostAction(socket, muted ? 'mute' : 'unmute', target);
    });
    handle('room:remove', (p) => live.hostAction(socket, 'remove', ZRoomHostAction.parse(p)));
    handle('room:message', async (p) => {
      const message = ZRoomMessageRequest.parse(p);
      await app.spendMemberBudget(socket.data.userId, 'messages');
      await live.message(socket, message);
    });
    handle('room:signal', (p) => live.signal(socket, p));
    socket.on('disconnect', () => live.disconnected(socket.id));
  });
}
