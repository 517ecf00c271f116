import { randomUUID } from 'node:crypto';
import { LIMITS, type TRoom } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import {
  createRoom,
  getRoom,
  ids,
  joined,
  minorBirthDate,
  next,
  okIn,
  pause,
  record,
  refusedIn,
  ROOM_TEST_TIMINGS,
  signedInMember,
  socketClients,
  stateWhere,
  type ChatSocket,
  type Member,
} from './rooms-helpers.ts';

const clock = testClock();
const sockets = socketClients();
let t: TestApp;
let url: string;
beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp({}, { now: clock.now, roomTimings: ROOM_TEST_TIMINGS }));
});

/** A live room with its host in it and `listeners` members listening; everyone's sockets. */
async function roomWith(listeners: number, body: Record<string, unknown> = {}) {
  const host = await signedInMember(t, 'Hana');
  const room = await createRoom(t, host, body);
  const hostSocket = await sockets.connected(url, host.token);
  const hostJoin = await joined(hostSocket, room._id);
  const members: { member: Member; socket: ChatSocket }[] = [];
  for (let i = 0; i < listeners; i += 1) {
    const member = await signedInMember(t, `Listener ${i + 1}`);
    const socket = await sockets.connected(url, member.token);
    await joined(socket, room._id);
    members.push({ member, socket });
  }
  return { host, hostSocket, hostJoin, room, members };
}

describe('room:join', () => {
  it('the host joins as host and speaker; others as listeners; everyone hears room:state', async () => {
    const { host, hostSocket, hostJoin, room } = await roomWith(0);
    expect(hostJoin).toMatchObject({
      status: 'success',
      role: 'host',
      media: { mode: 'mesh' },
      messages: [],
      room: { _id: room._id, status: 'live', listeners: 0 },
    });
    expect(ids(hostJoin.room.speakers)).toEqual([host.id]);

    const ana = await signedInMember(t, 'Ana');
    const anaSocket = await sockets.connected(url, ana.token);
    const seen = stateWhere(hostSocket, (r) => r.listeners === 1);
    const ack = await joined(anaSocket, room._id);
    expect(ack.role).toBe('listener');
    expect((await seen).speakers.map((s) => s.name)).toEqual(['Hana']);
    // The REST answer shows the same live room.
    const rest = (await getRoom(t, ana, room._id)).json<{ data: TRoom }>().data;
    expect(rest).toMatchObject({ listeners: 1, status: 'live' });
  });

  it('refuses unknown rooms, malformed ids, and changes nothing', async () => {
    const ana = await signedInMember(t, 'Ana');
    const socket = await sockets.connected(url, ana.token);
    await refusedIn(socket, 'room:join', { roomId: randomUUID() }, 'roomNotFound');
    await refusedIn(socket, 'room:join', { roomId: 'nope' }, 'invalidId');
    await refusedIn(socket, 'room:join', {}, 'invalidId');
    await refusedIn(socket, 'room:leave', {}, 'notInRoom');
  });

  it('a scheduled room: members wait (roomNotLive) until the host starts it by joining', async () => {
    const host = await signedInMember(t, 'Hana');
    const startsAt = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const room = await createRoom(t, host, { startsAt });
    const ana = await signedInMember(t, 'Ana');
    const anaSocket = await sockets.connected(url, ana.token);
    await refusedIn(anaSocket, 'room:join', { roomId: room._id }, 'roomNotLive');
    expect((await joined(await sockets.connected(url, host.token), room._id)).role).toBe('host');
    expect((await joined(anaSocket, room._id)).room.status).toBe('live');
  });

  it("the host's blocked members, members who blocked the host and other age bands cannot join", async () => {
    const { host, room, hostSocket } = await roomWith(0);
    const blocked = await signedInMember(t, 'Bo');
    const blocker = await signedInMember(t, 'Bea');
    const minor = await signedInMember(t, 'Min', minorBirthDate());
    await t.db.insert(blocks).values([
      { blockerId: host.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: host.id },
    ]);
    const states = record(hostSocket, 'room:state');
    for (const member of [blocked, blocker, minor]) {
      const socket = await sockets.connected(url, member.token);
      await refusedIn(socket, 'room:join', { roomId: room._id }, 'roomNotFound');
    }
    expect(states).toEqual([]);
    expect((await t.app.rooms.get(room._id))?.members).not.toHaveProperty(blocked.id);
  });

  it(`a mesh room takes ${LIMITS.roomMeshListenersMax} listeners; one more is refused roomFull`, async () => {
    const { room } = await roomWith(LIMITS.roomMeshListenersMax);
    const late = await signedInMember(t, 'Late');
    const socket = await sockets.connected(url, late.token);
    await refusedIn(socket, 'room:join', { roomId: room._id }, 'roomFull');
    expect((await t.app.rooms.get(room._id))?.members).not.toHaveProperty(late.id);
  });

  it('a join from another tab takes the member\'s place; the old tab hears "elsewhere"', async () => {
    const { room, members } = await roomWith(1);
    const { member, socket: first } = members[0]!;
    const elsewhere = next(first, 'room:ended');
    const second = await sockets.connected(url, member.token);
    expect((await joined(second, room._id)).role).toBe('listener');
    expect(await elsewhere).toEqual({ roomId: room._id, reason: 'elsewhere' });
    expect((await t.app.rooms.get(room._id))?.members[member.id]?.socketId).toBe(second.id);
  });
});

describe('hands, speakers and host controls', () => {
  it('raise hand, invite to speak, back to listeners, mute', async () => {
    const { host, hostSocket, members } = await roomWith(2);
    const [{ member: ana, socket: anaSocket }, { member: ben, socket: benSocket }] = members as [
      (typeof members)[0],
      (typeof members)[0],
    ];
    let seen = stateWhere(hostSocket, (r) => r.raisedHands.length === 1);
    await okIn(anaSocket, 'room:raise-hand', {});
    expect(ids((await seen).raisedHands)).toEqual([ana.id]);

    seen = stateWhere(benSocket, (r) => r.speakers.length === 2);
    await okIn(hostSocket, 'room:invite', { userId: ana.id });
    const afterInvite = await seen;
    expect(ids(afterInvite.speakers)).toEqual([host.id, ana.id]);
    expect(afterInvite.raisedHands).toEqual([]);
    expect(afterInvite.listeners).toBe(1);

    seen = stateWhere(anaSocket, (r) => r.muted.includes(ana.id));
    await okIn(hostSocket, 'room:mute', { userId: ana.id });
    await seen;
    // A member unmutes themself; they may not mute someone else.
    await okIn(anaSocket, 'room:mute', { userId: ana.id, muted: false });
    await refusedIn(anaSocket, 'room:mute', { userId: ben.id }, 'roomHostOnly');

    seen = stateWhere(hostSocket, (r) => r.speakers.length === 1);
    await okIn(hostSocket, 'room:to-listeners', { userId: ana.id });
    expect((await seen).listeners).toBe(2);
    await okIn(anaSocket, 'room:lower-hand', {});
  });

  it('speakers stop at maxSpeakers (speakersFull)', async () => {
    const { hostSocket, room, members } = await roomWith(2, { maxSpeakers: 2 });
    await okIn(hostSocket, 'room:invite', { userId: members[0]!.member.id });
    await refusedIn(hostSocket, 'room:invite', { userId: members[1]!.member.id }, 'speakersFull');
    const state = await t.app.rooms.get(room._id);
    expect(state?.members[members[1]!.member.id]?.role).toBe('listener');
  });

  it('a non-host using host controls is refused and changes nothing', async () => {
    const { host, hostSocket, room, members } = await roomWith(2);
    const [{ socket: anaSocket }, { member: ben }] = members as [
      (typeof members)[0],
      (typeof members)[0],
    ];
    const states = record(hostSocket, 'room:state');
    const before = await t.app.rooms.get(room._id);
    for (const event of ['room:invite', 'room:to-listeners', 'room:remove'] as const) {
      await refusedIn(anaSocket, event, { userId: ben.id }, 'roomHostOnly');
      await refusedIn(anaSocket, event, { userId: host.id }, 'roomHostOnly');
    }
    await refusedIn(anaSocket, 'room:mute', { userId: host.id }, 'roomHostOnly');
    // Someone not in the room at all.
    const outsider = await sockets.connected(url, (await signedInMember(t, 'Out')).token);
    await refusedIn(outsider, 'room:invite', { roomId: room._id, userId: ben.id }, 'notInRoom');
    await refusedIn(hostSocket, 'room:invite', { userId: randomUUID() }, 'memberNotInRoom');
    await refusedIn(hostSocket, 'room:remove', { userId: host.id }, 'invalidInput');
    await pause(100);
    expect(states).toEqual([]);
    expect(await t.app.rooms.get(room._id)).toEqual(before);
  });

  it('a removed member leaves and cannot rejoin', async () => {
    const { hostSocket, room, members } = await roomWith(1);
    const { member: ana, socket: anaSocket } = members[0]!;
    const removed = next(anaSocket, 'room:ended');
    const seen = stateWhere(hostSocket, (r) => r.listeners === 0);
    await okIn(hostSocket, 'room:remove', { userId: ana.id });
    expect(await removed).toEqual({ roomId: room._id, reason: 'removed' });
    await seen;
    await refusedIn(anaSocket, 'room:join', { roomId: room._id }, 'removedFromRoom');
    const other = await sockets.connected(url, ana.token);
    await refusedIn(other, 'room:join', { roomId: room._id }, 'removedFromRoom');
    // Removed members hear nothing more of the room.
    const heard = record(anaSocket, 'room:message');
    await okIn(hostSocket, 'room:message', { roomId: room._id, text: 'still here?' });
    await pause(100);
    expect(heard).toEqual([]);
  });
});

describe('side chat', () => {
  it('everyone in the room gets it; the last messages come with a join', async () => {
    const { host, hostSocket, room, members } = await roomWith(1);
    const { socket: anaSocket } = members[0]!;
    const heard = next(anaSocket, 'room:message');
    await okIn(hostSocket, 'room:message', { roomId: room._id, text: '  안녕하세요! ' });
    expect(await heard).toMatchObject({
      roomId: room._id,
      from: { _id: host.id, name: 'Hana' },
      text: '안녕하세요!',
    });
    const late = await sockets.connected(url, (await signedInMember(t, 'Late')).token);
    expect((await joined(late, room._id)).messages.map((m) => m.text)).toEqual(['안녕하세요!']);
  });

  it('refuses over 500 characters, blank text, and outsiders; nothing is kept', async () => {
    const { hostSocket, room } = await roomWith(0);
    const heard = record(hostSocket, 'room:message');
    await refusedIn(
      hostSocket,
      'room:message',
      { roomId: room._id, text: 'x'.repeat(LIMITS.roomMessageMax + 1) },
      'roomMessageTooLong',
    );
    await refusedIn(
      hostSocket,
      'room:message',
      { roomId: room._id, text: '  ' },
      'roomMessageRequired',
    );
    const outsider = await sockets.connected(url, (await signedInMember(t, 'Out')).token);
    await refusedIn(outsider, 'room:message', { roomId: room._id, text: 'hi' }, 'notInRoom');
    await refusedIn(outsider, 'room:message', { roomId: randomUUID(), text: 'hi' }, 'roomNotFound');
    await pause(100);
    expect(heard).toEqual([]);
    const late = await sockets.connected(url, (await signedInMember(t, 'Late')).token);
    expect((await joined(late, room._id)).messages).toEqual([]);
  });

  it(`keeps the last ${LIMITS.roomMessagesKept}`, async () => {
    const { hostSocket, room } = await roomWith(0);
    for (let i = 0; i < LIMITS.roomMessagesKept + 2; i += 1) {
      await okIn(hostSocket, 'room:message', { roomId: room._id, text: `m${i}` });
      if (i % 40 === 39) await pause(2_100); // stay under the socket's event budget
    }
    const late = await sockets.connected(url, (await signedInMember(t, 'Late')).token);
    const { messages } = await joined(late, room._id);
    expect(messages).toHaveLength(LIMITS.roomMessagesKept);
    expect(messages[0]?.text).toBe('m2');
  });
});

describe('room:signal (mesh)', () => {
  it('relays to a member of the room; refuses someone not in it', async () => {
    const { host, hostSocket, room, members } = await roomWith(1);
    const { member: ana, socket: anaSocket } = members[0]!;
    const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;
    const relayed = next(anaSocket, 'room:signal');
    await okIn(hostSocket, 'room:signal', { roomId: room._id, to: ana.id, data: offer });
    expect(await relayed).toEqual({ roomId: room._id, from: host.id, data: offer });

    const outsider = await signedInMember(t, 'Out');
    await refusedIn(
      hostSocket,
      'room:signal',
      { roomId: room._id, to: outsider.id, data: offer },
      'memberNotInRoom',
    );
    const outsiderSocket = await sockets.connected(url, outsider.token);
    await refusedIn(
      outsiderSocket,
      'room:signal',
      { roomId: room._id, to: ana.id, data: offer },
      'notInRoom',
    );
    const big = { type: 'offer', sdp: 'x'.repeat(LIMITS.callSignalMaxBytes) };
    await refusedIn(
      hostSocket,
      'room:signal',
      { roomId: room._id, to: ana.id, data: big },
      'signalTooLarge',
    );
    await refusedIn(
      hostSocket,
      'room:signal',
      { roomId: room._id, to: ana.id, data: { nope: 1 } },
      'invalidInput',
    );
  });
});

describe('hand-over and ends', () => {
  it('a host who leaves hands the room to the longest-serving speaker', async () => {
    const { hostSocket, room, members } = await roomWith(3);
    const [first, second, third] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    await okIn(hostSocket, 'room:invite', { userId: second.member.id });
    clock.advance(1000);
    await okIn(hostSocket, 'room:invite', { userId: first.member.id });
    const seen = stateWhere(third.socket, (r) => r.host._id === second.member.id);
    await okIn(hostSocket, 'room:leave', {});
    const after = await seen;
    expect(ids(after.speakers)).toEqual([second.member.id, first.member.id]);
    const rest = (await getRoom(t, third.member, room._id)).json<{ data: TRoom }>().data;
    expect(rest.host._id).toBe(second.member.id);
    // The new host's controls work; the old host is gone.
    await okIn(second.socket, 'room:to-listeners', { userId: first.member.id });
    clock.reset();
  });

  it('a host whose socket dropped past the grace hands over the same way', async () => {
    const { hostSocket, room, members } = await roomWith(1);
    const { member: ana, socket: anaSocket } = members[0]!;
    await okIn(hostSocket, 'room:invite', { userId: ana.id });
    const seen = stateWhere(anaSocket, (r) => r.host._id === ana.id);
    hostSocket.disconnect();
    expect(ids((await seen).speakers)).toEqual([ana.id]);
    expect((await t.app.rooms.get(room._id))?.members[ana.id]?.role).toBe('host');
  });

  it('a host who leaves with no speaker ends the room for everyone', async () => {
    const { hostSocket, room, members } = await roomWith(1);
    const ended = next(members[0]!.socket, 'room:ended');
    await okIn(hostSocket, 'room:leave', { roomId: room._id });
    expect(await ended).toEqual({ roomId: room._id, reason: 'ended' });
    expect((await getRoom(t, members[0]!.member, room._id)).statusCode).toBe(404);
  });

  it('DELETE by the host ends it for everyone in it', async () => {
    const { host, room, members } = await roomWith(1);
    const ended = next(members[0]!.socket, 'room:ended');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rooms/${room._id}`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(await ended).toMatchObject({ roomId: room._id });
    await refusedIn(
      members[0]!.socket,
      'room:message',
      { roomId: room._id, text: 'hi' },
      'roomNotFound',
    );
  });

  it(`a live room with no speaker for ${LIMITS.roomIdleMinutes} minutes ends (the job, on the app clock)`, async () => {
    const host = await signedInMember(t, 'Hana');
    const room = await createRoom(t, host);
    const ana = await signedInMember(t, 'Ana');
    const anaSocket = await sockets.connected(url, ana.token);
    await joined(anaSocket, room._id);
    clock.advance(LIMITS.roomIdleMinutes * 60_000 - 5_000);
    await t.app.rooms.runJob();
    expect((await getRoom(t, ana, room._id)).statusCode).toBe(200);
    // The host comes and goes again: the idle clock starts over.
    const hostSocket = await sockets.connected(url, host.token);
    await joined(hostSocket, room._id);
    await okIn(hostSocket, 'room:invite', { userId: ana.id });
    await okIn(hostSocket, 'room:to-listeners', { userId: ana.id });
    // Host still speaks: never idle.
    clock.advance(LIMITS.roomIdleMinutes * 60_000 + 1_000);
    await t.app.rooms.runJob();
    expect((await getRoom(t, ana, room._id)).statusCode).toBe(200);
    const other = await sockets.connected(url, (await signedInMember(t, 'Other')).token);
    await joined(other, room._id);
    await okIn(hostSocket, 'room:leave', {}); // no speaker left: the room ends at once
    expect((await getRoom(t, ana, room._id)).statusCode).toBe(404);

    const quiet = await createRoom(t, host);
    const ended = next(anaSocket, 'room:ended');
    await joined(anaSocket, quiet._id);
    clock.advance(LIMITS.roomIdleMinutes * 60_000 + 1_000);
    await t.app.rooms.runJob();
    expect(await ended).toMatchObject({ roomId: quiet._id });
    clock.reset();
  });
});
