import type { RoomClientEvents, TRoom, TRoomJoinAck } from '@chingu/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { bearer, next, type ChatSocket, type Member } from '../chat/chat-helpers.ts';

export {
  bearer,
  listen,
  next,
  pause,
  record,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from '../chat/chat-helpers.ts';

/** The birth date fields of a 15-year-old: another age band than the tests' adults. */
export function minorBirthDate() {
  return { birthYear: String(new Date().getUTCFullYear() - 15), birthMonth: '1', birthDay: '1' };
}

/** Tests run the rooms job by hand (after moving the clock) and need no heartbeat of their own. */
export const ROOM_TEST_TIMINGS = { graceMs: 200, jobMs: 0 };

/** `POST /api/v1/rooms` that must succeed: the new room. */
export async function createRoom(t: TestApp, host: Member, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rooms',
    headers: bearer(host),
    payload: { title: 'Korean small talk', language: 'ko', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TRoom }>().data;
}

export async function getRoom(t: TestApp, viewer: Member, roomId: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/rooms/${roomId}`, headers: bearer(viewer) });
}

/** A room event with any payload (valid or not), answered by its ack. */
export function roomAck<A = { status: string; code?: string }>(
  socket: ChatSocket,
  event: keyof RoomClientEvents,
  payload: unknown,
): Promise<A> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 10_000);
    (socket as unknown as { emit: (...args: unknown[]) => void }).emit(event, payload, (ack: A) => {
      clearTimeout(timer);
      resolve(ack);
    });
  });
}

/** An event that must be refused with `code`. */
export async function refusedIn(
  socket: ChatSocket,
  event: keyof RoomClientEvents,
  payload: unknown,
  code: string,
) {
  const ack = await roomAck(socket, event, payload);
  expect(ack, `${event} ${JSON.stringify(payload).slice(0, 80)}`).toMatchObject({
    status: 'error',
    code,
  });
}

export async function okIn(socket: ChatSocket, event: keyof RoomClientEvents, payload: unknown) {
  const ack = await roomAck(socket, event, payload);
  expect(ack, `${event} ${JSON.stringify(payload).slice(0, 80)}`).toMatchObject({
    status: 'success',
  });
  return ack;
}

/** `room:join` that must succeed: its ack. */
export async function joined(socket: ChatSocket, roomId: string) {
  const ack = await roomAck<TRoomJoinAck>(socket, 'room:join', { roomId });
  if (ack.status !== 'success') throw new Error(`join refused: ${ack.code} ${ack.error}`);
  return ack;
}

/** The next `room:state` on the socket whose room passes `test`. */
export function stateWhere(socket: ChatSocket, test: (room: TRoom) => boolean, ms = 20_000) {
  return new Promise<TRoom>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching room:state')), ms);
    const handler = ({ room }: { room: TRoom }) => {
      if (!test(room)) return;
      clearTimeout(timer);
      (socket as unknown as { off: (e: string, h: unknown) => void }).off('room:state', handler);
      resolve(room);
    };
    (socket as unknown as { on: (e: string, h: unknown) => void }).on('room:state', handler);
  });
}

export const ids = (members: { _id: string }[]) => members.map((m) => m._id);
export { next as nextEvent };
