import { z } from 'zod';
import { ZCallSignal } from './calls.ts';
import { ZId } from './common.ts';
import { LANGUAGE_CODES, LEVELS, ROOM_MEDIA_MODES, ROOM_STATUSES, type RoomRole } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * Language rooms (PRODUCT §9.3): live group voice. The room itself is stored; who is in it
 * (speakers, listeners, raised hands, mutes, the side chat) lives on the app nodes while it is
 * live and is told over the socket (`room:state`).
 */
const k = (key: ErrorKey) => key;

/** A member as a room shows them. */
export const ZRoomMember = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrls: z.array(z.string()),
  /**
   * A speaker's participant id in a Janus room's bridge: the talking events the browser gets from
   * Janus name it, and the speaking ring follows them. Not a way in (that is the member's token).
   */
  mediaId: z.number().int().optional(),
});
export type TRoomMember = z.infer<typeof ZRoomMember>;

/**
 * A room. `speakers` are in the order they got the floor (the host among them while present);
 * `listeners` is a count. `raisedHands` and `muted` are the live state; `interested` is the
 * caller's reminder (REST answers only), `interestedCount` how many asked for one.
 */
export const ZRoom = z.object({
  _id: z.string(),
  title: z.string(),
  language: z.string(),
  level: z.enum(LEVELS).nullable(),
  topic: z.string().nullable(),
  host: ZRoomMember,
  speakers: z.array(ZRoomMember),
  listeners: z.number().int(),
  maxSpeakers: z.number().int(),
  status: z.enum(ROOM_STATUSES),
  startsAt: z.string().nullable(),
  createdAt: z.string(),
  raisedHands: z.array(ZRoomMember),
  muted: z.array(z.string()),
  /** How the room's audio flows (`GET /api/v1/features` says the same for new rooms). */
  mode: z.enum(ROOM_MEDIA_MODES),
  interestedCount: z.number().int(),
  interested: z.boolean().optional(),
});
export type TRoom = z.infer<typeof ZRoom>;

/** `POST /api/v1/rooms`: live now without `startsAt`, else scheduled (at most 7 days ahead). */
export const ZCreateRoomRequest = z.object({
  title: z
    .string({ message: k('roomTitleRequired') })
    .trim()
    .min(1, k('roomTitleRequired'))
    .max(LIMITS.roomTitleMax, k('roomTitleTooLong')),
  language: z.enum(LANGUAGE_CODES, { message: k('languageRequired') }),
  level: z.enum(LEVELS, { message: k('invalidLevel') }).optional(),
  topic: z
    .string()
    .trim()
    .max(LIMITS.roomTopicMax, k('roomTopicTooLong'))
    .optional()
    .transform((v) => v || undefined),
  maxSpeakers: z
    .number({ message: k('roomSpeakersInvalid') })
    .int(k('roomSpeakersInvalid'))
    .min(LIMITS.roomSpeakersMin, k('roomSpeakersInvalid'))
    .max(LIMITS.roomSpeakersMax, k('roomSpeakersInvalid'))
    .default(LIMITS.roomSpeakersDefault),
  /** ISO-8601; in the future (a little slack) and at most `LIMITS.roomScheduleDaysMax` ahead. */
  startsAt: z.iso.datetime({ offset: true, message: k('invalidDate') }).optional(),
});
export type TCreateRoomRequest = z.input<typeof ZCreateRoomRequest>;

export const ZRoomIdParams = z.object({ id: ZId });

/** `GET /api/v1/rooms?language&status`: live rooms first, then the next scheduled ones. */
export const ZRoomsQuery = z.object({
  language: z.enum(LANGUAGE_CODES, { message: k('invalidLanguage') }).optional(),
  status: z.enum(['live', 'scheduled']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.roomsPageSize),
});
export type TRoomsQuery = z.input<typeof ZRoomsQuery>;
export type TRoomsFilter = z.output<typeof ZRoomsQuery>;

export const ZRoomResponse = z.object({ success: z.literal(true), data: ZRoom });
export type TRoomResponse = z.infer<typeof ZRoomResponse>;
export const ZRoomsResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZRoom),
});
export type TRoomsResponse = z.infer<typeof ZRoomsResponse>;

/** `PUT` (and `DELETE`) `/api/v1/rooms/{id}/interest`: a reminder when the room starts. */
export const ZRoomInterestResponse = z.object({
  success: z.literal(true),
  data: z.object({ interested: z.boolean(), interestedCount: z.number().int() }),
});
export type TRoomInterestResponse = z.infer<typeof ZRoomInterestResponse>;

/** `GET /api/v1/features` `rooms`: how new rooms' audio flows and how many may listen. */
export const ZRoomsFeature = z.object({
  mode: z.enum(ROOM_MEDIA_MODES),
  maxListeners: z.number().int(),
});
export type TRoomsFeature = z.infer<typeof ZRoomsFeature>;

// ---- Socket (PRODUCT §9.3) ----

export const ZRoomJoin = z.object({ roomId: ZId });
export type TRoomJoin = z.infer<typeof ZRoomJoin>;

/**
 * `room:leave`, `room:raise-hand`, `room:lower-hand`: the room this socket joined; `roomId` may
 * name it.
 */
export const ZRoomOwnAction = z.object({ roomId: ZId.optional() }).optional();
export type TRoomOwnAction = z.infer<typeof ZRoomOwnAction>;

/** Host controls `room:invite`, `room:to-listeners`, `room:remove` `{userId}`. */
export const ZRoomHostAction = z.object({ roomId: ZId.optional(), userId: ZId });
export type TRoomHostAction = z.infer<typeof ZRoomHostAction>;

/**
 * `room:mute {userId, muted?}`: the host mutes (or unmutes, `muted:false`) a member; a member may
 * send it about themself (their own microphone button), nobody else.
 */
export const ZRoomMute = ZRoomHostAction.extend({ muted: z.boolean().default(true) });
export type TRoomMute = z.input<typeof ZRoomMute>;

/** `room:message {roomId, text}`: the side chat, 1–500 characters. */
export const ZRoomMessageRequest = z.object({
  roomId: ZId,
  text: z
    .string({ message: k('roomMessageRequired') })
    .trim()
    .min(1, k('roomMessageRequired'))
    .max(LIMITS.roomMessageMax, k('roomMessageTooLong')),
});
export type TRoomMessageRequest = z.infer<typeof ZRoomMessageRequest>;

/** `room:signal {roomId, to, data}` (mesh only): SDP or ICE, as a call's (≤ 64 KB). */
export const ZRoomSignal = z.object({
  roomId: ZId,
  to: ZId,
  data: ZCallSignal.shape.data,
});
export type TRoomSignal = z.infer<typeof ZRoomSignal>;

/** A side-chat message as everyone in the room receives it. */
export const ZRoomMessage = z.object({
  roomId: z.string(),
  from: ZRoomMember,
  text: z.string(),
  createdAt: z.string(),
});
export type TRoomMessage = z.infer<typeof ZRoomMessage>;

/**
 * How the joining member's audio connects. Mesh: peer connections to the other members over
 * `room:signal` (ICE servers from `GET /api/v1/calls/ice-servers`), speakers sending to everyone.
 * Janus: join AudioBridge room `room` at `url` with participant id `participantId` and `token`
 * (a per-member token the room allows; never the admin secret), muted when `muted`.
 */
export const ZRoomMedia = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('mesh') }),
  z.object({
    mode: z.literal('janus'),
    url: z.string(),
    room: z.number().int(),
    participantId: z.number().int(),
    token: z.string(),
    muted: z.boolean(),
  }),
]);
export type TRoomMedia = z.infer<typeof ZRoomMedia>;

export type TRoomError = { status: 'error'; error: string; code?: ErrorKey };
export type TRoomAck = { status: 'success' } | TRoomError;
/** `room:join`'s answer: the room, the member's part, their audio, and the side chat so far. */
export type TRoomJoinAck =
  | {
      status: 'success';
      room: TRoom;
      role: RoomRole;
      media: TRoomMedia;
      messages: TRoomMessage[];
    }
  | TRoomError;

/** Server → client room events (added to ServerToClientEvents). */
export interface RoomServerEvents {
  /** To everyone in the room after every change. */
  'room:state': (payload: { room: TRoom }) => void;
  'room:message': (payload: TRoomMessage) => void;
  'room:signal': (payload: { roomId: string; from: string; data: TRoomSignal['data'] }) => void;
  /**
   * The room ended (host, idle, moderation), the host removed this member (`removed`), or the
   * member joined it from another tab, which takes their place (`elsewhere`).
   */
  'room:ended': (payload: { roomId: string; reason?: 'ended' | 'removed' | 'elsewhere' }) => void;
}

/** Client → server room events (added to ClientToServerEvents); every one is acknowledged. */
export interface RoomClientEvents {
  'room:join': (payload: TRoomJoin, ack: (response: TRoomJoinAck) => void) => void;
  'room:leave': (payload: TRoomOwnAction, ack: (response: TRoomAck) => void) => void;
  'room:raise-hand': (payload: TRoomOwnAction, ack: (response: TRoomAck) => void) => void;
  'room:lower-hand': (payload: TRoomOwnAction, ack: (response: TRoomAck) => void) => void;
  'room:invite': (payload: TRoomHostAction, ack: (response: TRoomAck) => void) => void;
  'room:to-listeners': (payload: TRoomHostAction, ack: (response: TRoomAck) => void) => void;
  'room:mute': (payload: TRoomMute, ack: (response: TRoomAck) => void) => void;
  'room:remove': (payload: TRoomHostAction, ack: (response: TRoomAck) => void) => void;
  'room:message': (payload: TRoomMessageRequest, ack: (response: TRoomAck) => void) => void;
  'room:signal': (payload: TRoomSignal, ack: (response: TRoomAck) => void) => void;
}
