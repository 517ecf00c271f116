import { randomUUID } from 'node:crypto';
import { LIMITS, type TCreateRoomRequest, type TRoom, type TRoomsFilter } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { imageUrls } from '../../plugins/infra/images.ts';
import { toRoomObject } from './live-state.ts';
import type { LiveRooms } from './live.ts';
import type { RoomMedia } from './media.ts';
import {
  findVisibleRoom,
  insertRoom,
  interestOf,
  listVisibleRooms,
  setInterest,
  type HostRow,
  type RoomRow,
} from './queries.ts';

type ParsedCreate = Omit<TCreateRoomRequest, 'maxSpeakers'> & { maxSpeakers: number };

/** A stored room as the REST answers show it, with its live state when it is live. */
async function toRoom(
  live: LiveRooms,
  row: RoomRow,
  host: HostRow,
  interest: { count: number; mine: boolean },
): Promise<TRoom> {
  const state = row.status === 'live' ? await live.get(row.id) : null;
  if (state) return { ...toRoomObject(state, interest.count), interested: interest.mine };
  return {
    _id: row.id,
    title: row.title,
    language: row.language,
    level: row.level,
    topic: row.topic,
    host: { _id: host.id, name: host.name, imageUrls: imageUrls(host.images) },
    speakers: [],
    listeners: 0,
    maxSpeakers: row.maxSpeakers,
    status: row.status,
    startsAt: row.startsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    raisedHands: [],
    muted: [],
    mode: row.mode,
    interestedCount: interest.count,
    interested: interest.mine,
  };
}

/** PRODUCT §9.3 over HTTP: create, list, read and end rooms, and reminders. */
export function createRoomsService(app: FastifyInstance, live: LiveRooms, media: RoomMedia) {
  const { db } = app;

  async function visible(viewer: AuthUser, id: string) {
    const found = await findVisibleRoom(db, viewer.id, id);
    if (!found) throw notFound('roomNotFound');
    return found;
  }

  async function withInterest(viewer: AuthUser, found: { room: RoomRow; host: HostRow }) {
    const interest = await interestOf(db, viewer.id, [found.room.id]);
    return toRoom(live, found.room, found.host, {
      count: interest.counts.get(found.room.id) ?? 0,
      mine: interest.mine.has(found.room.id),
    });
  }

  return {
    async create(host: AuthUser, input: ParsedCreate): Promise<TRoom> {
      const now = app.clock.now();
      const startsAt = input.startsAt ? new Date(input.startsAt) : null;
      if (startsAt) {
        if (startsAt.getTime() < now.getTime() - LIMITS.scheduleSlackSeconds * 1000) {
          throw badRequest('scheduleInPast');
        }
        if (startsAt.getTime() > now.getTime() + LIMITS.roomScheduleDaysMax * 86_400_000) {
          throw badRequest('roomStartTooLate');
        }
      }
      // A time within the slack (or now) is a room that starts now.
      const scheduled = startsAt !== null && startsAt.getTime() > now.getTime();
      const id = randomUUID();
      const mediaRoom = scheduled ? null : await media.open(id, input.title);
      const row = await insertRoom(db, {
        id,
        hostId: host.id,
        title: input.title,
        language: input.language,
        level: input.level ?? null,
        topic: input.topic ?? null,
        maxSpeakers: input.maxSpeakers,
        status: scheduled ? 'scheduled' : 'live',
        mode: media.mode,
        mediaRoom,
        startsAt: scheduled ? startsAt : null,
        startedAt: scheduled ? null : now,
        createdAt: now,
      });
      const found = await visible(host, row.id);
      if (!scheduled) await live.ensureLive(found.room, found.host);
      return withInterest(host, found);
    },

    async list(viewer: AuthUser, query: TRoomsFilter) {
      const { rows, total } = await listVisibleRooms(db, viewer.id, {
        ...(query.language ? { language: query.language } : {}),
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
        limit: query.limit,
      });
      const interest = await interestOf(
        db,
        viewer.id,
        rows.map((r) => r.room.id),
      );
      const data = await Promise.all(
        rows.map(({ room, host }) =>
          toRoom(live, room, host, {
            count: interest.counts.get(room.id) ?? 0,
            mine: interest.mine.has(room.id),
          }),
        ),
      );
      return { count: total, data };
    },

    async get(viewer: AuthUser, id: string) {
      return withInterest(viewer, await visible(viewer, id));
    },

    /** The host ends the room (a scheduled one is called off). */
    async end(viewer: AuthUser, id: string) {
      const { room } = await visible(viewer, id);
      if (room.hostId !== viewer.id) throw forbidden('roomHostOnly');
      await live.end(id);
    },

    async interest(viewer: AuthUser, id: string, interested: boolean) {
      const { room } = await visible(viewer, id);
      if (room.status !== 'scheduled') throw conflict('roomNotScheduled');
      await setInterest(db, id, viewer.id, interested);
      const counts = await interestOf(db, viewer.id, [id]);
      return { interested, interestedCount: counts.counts.get(id) ?? 0 };
    },
  };
}
