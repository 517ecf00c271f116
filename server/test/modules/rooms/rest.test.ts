import type { TRoom, TRoomsResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, rooms } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';
import {
  bearer,
  createRoom,
  getRoom,
  minorBirthDate,
  ROOM_TEST_TIMINGS,
  signedInMember,
  socketClients,
} from './rooms-helpers.ts';

const clock = testClock();
const sockets = socketClients();
let t: TestApp;
beforeAll(async () => {
  ({ t } = await sockets.listeningApp({}, { now: clock.now, roomTimings: ROOM_TEST_TIMINGS }));
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();

async function list(viewer: { token: string }, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/rooms${query}`,
    headers: { authorization: `Bearer ${viewer.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TRoomsResponse>();
}

describe('POST /api/v1/rooms', () => {
  it('creates a live room now, with the host and the defaults', async () => {
    const host = await signedInMember(t, 'Hana');
    const room = await createRoom(t, host, { topic: '  Weekend plans ', level: 'B1' });
    expect(room).toMatchObject({
      title: 'Korean small talk',
      language: 'ko',
      level: 'B1',
      topic: 'Weekend plans',
      host: { _id: host.id, name: 'Hana' },
      speakers: [],
      listeners: 0,
      maxSpeakers: 6,
      status: 'live',
      startsAt: null,
      mode: 'mesh',
      raisedHands: [],
      muted: [],
      interested: false,
    });
  });

  it('schedules a room up to 7 days ahead', async () => {
    const host = await signedInMember(t, 'Hana');
    const room = await createRoom(t, host, { startsAt: inHours(24 * 7 - 1), maxSpeakers: 8 });
    expect(room).toMatchObject({ status: 'scheduled', maxSpeakers: 8 });
  });

  it.each([
    [{ title: '' }, 'roomTitleRequired'],
    [{ title: '   ' }, 'roomTitleRequired'],
    [{ title: 'x'.repeat(81) }, 'roomTitleTooLong'],
    [{ language: 'xx' }, 'languageRequired'],
    [{ level: 'D1' }, 'invalidLevel'],
    [{ topic: 'x'.repeat(201) }, 'roomTopicTooLong'],
    [{ maxSpeakers: 1 }, 'roomSpeakersInvalid'],
    [{ maxSpeakers: 9 }, 'roomSpeakersInvalid'],
    [{ maxSpeakers: 2.5 }, 'roomSpeakersInvalid'],
    [{ startsAt: 'tomorrow' }, 'invalidDate'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const host = await signedInMember(t, 'Hana');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rooms',
      headers: bearer(host),
      payload: { title: 'Korean small talk', language: 'ko', ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
    expect(await t.db.select().from(rooms).where(eq(rooms.hostId, host.id))).toEqual([]);
  });

  it('refuses a start in the past or more than 7 days ahead', async () => {
    const host = await signedInMember(t, 'Hana');
    for (const [startsAt, code] of [
      [inHours(-1), 'scheduleInPast'],
      [inHours(24 * 7 + 1), 'roomStartTooLate'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rooms',
        headers: bearer(host),
        payload: { title: 'Later', language: 'ko', startsAt },
      });
      expect(res.json()).toMatchObject({ code });
    }
    expect(await t.db.select().from(rooms).where(eq(rooms.hostId, host.id))).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rooms',
      payload: { title: 'x', language: 'ko' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/rooms', () => {
  it('lists live rooms first, then the next scheduled ones, by language and status', async () => {
    const host = await signedInMember(t, 'Hana');
    const viewer = await signedInMember(t, 'Vic');
    const language = 'ja';
    const later = await createRoom(t, host, { language, title: 'Later', startsAt: inHours(5) });
    const sooner = await createRoom(t, host, { language, title: 'Sooner', startsAt: inHours(2) });
    const live = await createRoom(t, host, { language, title: 'Now' });
    const other = await createRoom(t, host, { language: 'es', title: 'Otro' });

    const all = await list(viewer, `?language=${language}`);
    expect(all.data.map((r) => r._id)).toEqual([live._id, sooner._id, later._id]);
    expect(all.count).toBe(3);
    expect((await list(viewer, `?language=${language}&status=scheduled`)).data).toHaveLength(2);
    expect((await list(viewer, '?language=es&status=live')).data.map((r) => r._id)).toEqual([
      other._id,
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/rooms?status=ended',
      headers: bearer(viewer),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hides rooms across a block either way and across age bands (404 when asked by id)', async () => {
    const host = await signedInMember(t, 'Hana');
    const blocked = await signedInMember(t, 'Bo');
    const blocker = await signedInMember(t, 'Bea');
    const minor = await signedInMember(t, 'Min', minorBirthDate());
    const room = await createRoom(t, host, { language: 'fr' });
    await t.db.insert(blocks).values([
      { blockerId: host.id, blockedId: blocked.id },
      { blockerId: blocker.id, blockedId: host.id },
    ]);
    for (const viewer of [blocked, blocker, minor]) {
      expect((await list(viewer, '?language=fr')).data.map((r) => r._id)).not.toContain(room._id);
      const res = await getRoom(t, viewer, room._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'roomNotFound' });
    }
    expect((await getRoom(t, await signedInMember(t, 'Ok'), room._id)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/rooms/{id}', () => {
  it('400 for a malformed id, 404 for an unknown one', async () => {
    const viewer = await signedInMember(t, 'Vic');
    expect((await getRoom(t, viewer, 'nope')).statusCode).toBe(400);
    const res = await getRoom(t, viewer, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'roomNotFound' });
  });
});

describe('DELETE /api/v1/rooms/{id}', () => {
  it('the host ends the room; others get 403 and change nothing', async () => {
    const host = await signedInMember(t, 'Hana');
    const other = await signedInMember(t, 'Oli');
    const room = await createRoom(t, host);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rooms/${room._id}`,
      headers: bearer(other),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'roomHostOnly' });
    expect((await getRoom(t, other, room._id)).json<{ data: TRoom }>().data.status).toBe('live');

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rooms/${room._id}`,
      headers: bearer(host),
    });
    expect(ended.statusCode).toBe(200);
    expect((await getRoom(t, host, room._id)).statusCode).toBe(404);
    expect(await t.app.rooms.get(room._id)).toBeNull();
  });
});

describe('PUT /api/v1/rooms/{id}/interest', () => {
  it('a reminder for a scheduled room: the room notification when it starts', async () => {
    const host = await signedInMember(t, 'Hana');
    const fan = await signedInMember(t, 'Fan');
    const room = await createRoom(t, host, { startsAt: inHours(1) });
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/rooms/${room._id}/interest`,
        headers: bearer(fan),
      });
    expect((await put()).json()).toEqual({
      success: true,
      data: { interested: true, interestedCount: 1 },
    });
    expect((await put()).json().data.interestedCount).toBe(1);
    expect((await getRoom(t, fan, room._id)).json<{ data: TRoom }>().data).toMatchObject({
      interested: true,
      interestedCount: 1,
    });

    // Its time comes: the job starts it and reminds the fan.
    clock.advance(HOUR + 1000);
    await t.app.rooms.runJob();
    await t.app.notificationsSettled();
    expect((await getRoom(t, fan, room._id)).json<{ data: TRoom }>().data.status).toBe('live');
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(fan),
    });
    expect(notes.json().data[0]).toMatchObject({
      kind: 'room',
      roomId: room._id,
      preview: 'Korean small talk',
      actor: { _id: host.id },
    });
    // A live room takes no reminders.
    expect((await put()).statusCode).toBe(409);
    clock.reset();
  });

  it('DELETE withdraws it; unknown rooms 404', async () => {
    const host = await signedInMember(t, 'Hana');
    const fan = await signedInMember(t, 'Fan');
    const room = await createRoom(t, host, { startsAt: inHours(3) });
    const url = `/api/v1/rooms/${room._id}/interest`;
    await t.app.inject({ method: 'PUT', url, headers: bearer(fan) });
    const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(fan) });
    expect(res.json().data).toEqual({ interested: false, interestedCount: 0 });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/rooms/00000000-0000-4000-8000-000000000000/interest',
      headers: bearer(fan),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/v1/features', () => {
  it('says rooms are a mesh of 20 listeners without JANUS_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(res.json().data.rooms).toEqual({ mode: 'mesh', maxListeners: 20 });
  });
});

describe('reports', () => {
  it("take targetType 'room' (reported as its host's); a moderator's hide ends it", async () => {
    const host = await signedInMember(t, 'Hana');
    const reporter = await signedInMember(t, 'Rita');
    const room = await createRoom(t, host);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: bearer(reporter),
      payload: { targetType: 'room', targetId: room._id, reason: 'harassment' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: bearer(host),
      payload: { targetType: 'room', targetId: room._id, reason: 'spam' },
    });
    expect(own.json()).toMatchObject({ code: 'cannotReportSelf' });

    await t.db.update(rooms).set({ hiddenAt: new Date() }).where(eq(rooms.id, room._id));
    await t.app.rooms.runJob();
    const [row] = await t.db.select().from(rooms).where(eq(rooms.id, room._id));
    expect(row?.status).toBe('ended');
    expect((await getRoom(t, reporter, room._id)).statusCode).toBe(404);
  });
});
