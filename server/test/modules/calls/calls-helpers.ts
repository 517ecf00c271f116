import { randomUUID } from 'node:crypto';
import type { CallClientEvents, TCallAck, TMessage, TMessagesPageResponse } from '@chingu/contract';
import { expect } from 'vitest';
import { follows } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import {
  bearer,
  next,
  signedInMember,
  type ChatSocket,
  type Member,
} from '../chat/chat-helpers.ts';

export {
  bearer,
  listen,
  next,
  record,
  signedInMember,
  socketClients,
  type ChatSocket,
  type Member,
} from '../chat/chat-helpers.ts';

/**
 * Members who follow each other, every pair: each may see the others' presence and call them
 * (a stranger's call is refused, issue 29 finding 5).
 */
export async function acquaintedMembers<const Names extends readonly string[]>(
  t: TestApp,
  names: Names,
): Promise<{ [K in keyof Names]: Member }> {
  const members = await Promise.all(names.map((name) => signedInMember(t, name)));
  const pairs = members.flatMap((a) =>
    members.filter((b) => b !== a).map((b) => ({ followerId: a.id, followeeId: b.id })),
  );
  if (pairs.length) await t.db.insert(follows).values(pairs);
  return members as { [K in keyof Names]: Member };
}

/** A call event with any payload (valid or not), answered by its ack. */
export function callAck(
  socket: ChatSocket,
  event: keyof CallClientEvents,
  payload: unknown,
): Promise<TCallAck> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 5000);
    (socket as unknown as { emit: (...args: unknown[]) => void }).emit(
      event,
      payload,
      (ack: TCallAck) => {
        clearTimeout(timer);
        resolve(ack);
      },
    );
  });
}

/** An event that must be refused with `code`. */
export async function refused(
  socket: ChatSocket,
  event: keyof CallClientEvents,
  payload: unknown,
  code: string,
) {
  const ack = await callAck(socket, event, payload);
  expect(ack, `${event} ${JSON.stringify(payload).slice(0, 80)}`).toMatchObject({
    status: 'error',
    code,
  });
}

export async function succeeds(
  socket: ChatSocket,
  event: keyof CallClientEvents,
  payload: unknown,
) {
  // An invite's answer also carries its language timer, an accept's its stamp (PRODUCT §9.2).
  const ack = await callAck(socket, event, payload);
  expect(ack).toMatchObject({ status: 'success' });
  return ack;
}

/** `caller` invites `callee`, whose tabs all ring; the new call's id. */
export async function ringing(
  caller: ChatSocket,
  callee: Member,
  calleeTabs: ChatSocket[],
  media: 'audio' | 'video' = 'video',
): Promise<string> {
  const callId = randomUUID();
  const rings = calleeTabs.map((tab) => next(tab, 'call:incoming'));
  await succeeds(caller, 'call:invite', { callId, to: callee.id, media });
  for (const ring of await Promise.all(rings)) {
    expect(ring).toMatchObject({ callId, media });
  }
  return callId;
}

/** A call answered from `calleeTab`: ringing, then accepted. */
export async function answered(caller: ChatSocket, callee: Member, calleeTab: ChatSocket) {
  const callId = await ringing(caller, callee, [calleeTab]);
  const accepted = next(caller, 'call:accepted');
  await succeeds(calleeTab, 'call:accept', { callId });
  expect(await accepted).toMatchObject({ callId });
  return callId;
}

/** The call records between the two, as `viewer` reads the conversation. */
export async function callRecords(t: TestApp, viewer: Member, other: Member): Promise<TMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}`,
    headers: bearer(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMessagesPageResponse>().data.filter((m) => m.kind === 'call');
}
