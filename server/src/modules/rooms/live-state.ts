import type { Level, RoomMediaMode, RoomRole, TRoom, TRoomMember } from '@chingu/contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';

/**
 * The live part of a room (PRODUCT §9.3, decision 050): who is in it with which part, raised
 * hands, mutes, removals, since when nobody speaks. One JSON document per live room, changed
 * only by the pure functions below inside the store's atomic update, so two app nodes never
 * apply two changes to the same version.
 */
export type LiveMember = TRoomMember & {
  role: RoomRole;
  /** The one socket of the member that takes part (a join from another tab moves it). */
  socketId: string;
  /** App-clock epoch milliseconds. */
  joinedAt: number;
  /** When they got the floor (host or speaker); the longest-serving speaker takes over a room. */
  speakerSince: number | null;
  handRaisedAt: number | null;
  muted: boolean;
  /** Real time: the member's node says it still holds their socket (heartbeat). */
  seenAt: number;
  /** Janus mode: their AudioBridge participant id and join token. */
  janusId: number | null;
  janusToken: string | null;
};

export type LiveRoom = {
  roomId: string;
  title: string;
  language: string;
  level: Level | null;
  topic: string | null;
  maxSpeakers: number;
  maxListeners: number;
  mode: RoomMediaMode;
  startsAt: string | null;
  createdAt: string;
  /** The host, present or not (a room created live waits for its host to come in). */
  host: TRoomMember;
  members: Record<string, LiveMember>;
  removed: string[];
  /** App-clock epoch ms since which no speaker is in the room (null while someone is). */
  speakerlessSince: number | null;
  /** Janus AudioBridge room, when the room's audio goes through Janus. */
  mediaRoom: number | null;
  /** Reminders asked for before it started. */
  interestedCount: number;
};

export const isSpeaker = (m: LiveMember) => m.role === 'host' || m.role === 'speaker';

const bySpeakingTime = (a: LiveMember, b: LiveMember) =>
  (a.speakerSince ?? 0) - (b.speakerSince ?? 0) || a.joinedAt - b.joinedAt;

const memberOf = ({ _id, name, imageUrls }: TRoomMember): TRoomMember => ({ _id, name, imageUrls });

/** The room object everyone in it gets with `room:state` (PRODUCT §9.3). */
export function toRoomObject(room: LiveRoom, interestedCount = 0): TRoom {
  const members = Object.values(room.members);
  return {
    _id: room.roomId,
    title: room.title,
    language: room.language,
    level: room.level,
    topic: room.topic,
    host: memberOf(room.host),
    speakers: members
      .filter(isSpeaker)
      .sort(bySpeakingTime)
      .map((m) => (m.janusId === null ? memberOf(m) : { ...memberOf(m), mediaId: m.janusId })),
    listeners: members.filter((m) => m.role === 'listener').length,
    maxSpeakers: room.maxSpeakers,
    status: 'live',
    startsAt: room.startsAt,
    createdAt: room.createdAt,
    raisedHands: members
      .filter((m) => m.handRaisedAt !== null)
      .sort((a, b) => a.handRaisedAt! - b.handRaisedAt!)
      .map(memberOf),
    muted: members.filter((m) => m.muted).map((m) => m._id),
    mode: room.mode,
    interestedCount,
  };
}

/** After any change: the idle clock starts when the last speaker goes, stops when one comes. */
function settleSpeakerless(room: LiveRoom, now: number) {
  const anySpeaker = Object.values(room.members).some(isSpeaker);
  if (anySpeaker) room.speakerlessSince = null;
  else room.speakerlessSince ??= now;
}

export function requireMember(room: LiveRoom, userId: string): LiveMember {
  const member = room.members[userId];
  if (!member) throw forbidden('notInRoom');
  return member;
}

function requireHost(room: LiveRoom, userId: string) {
  if (requireMember(room, userId).role !== 'host') throw forbidden('roomHostOnly');
}

function requireTarget(room: LiveRoom, userId: string): LiveMember {
  const target = room.members[userId];
  if (!target) throw notFound('memberNotInRoom');
  return target;
}

export type Joining = Pick<LiveMember, '_id' | 'name' | 'imageUrls' | 'socketId'> & {
  janusId: number | null;
  janusToken: string | null;
};

/**
 * A member comes in (or a new socket of theirs takes their place): the host as host, anyone
 * else as a listener while there is room. `replacedSocket`: their previous socket, now out.
 */
export function join(room: LiveRoom, who: Joining, now: number, realNow: number) {
  if (room.removed.includes(who._id)) throw forbidden('removedFromRoom');
  const present = room.members[who._id];
  if (present) {
    const replacedSocket = present.socketId === who.socketId ? null : present.socketId;
    present.socketId = who.socketId;
    present.seenAt = realNow;
    // A new tab brings its own Janus participant; the old one's is dropped with its socket.
    if (who.janusId !== null) {
      present.janusId = who.janusId;
      present.janusToken = who.janusToken;
    }
    return { member: present, replacedSocket };
  }
  const isHost = who._id === room.host._id;
  if (!isHost) {
    const listeners = Object.values(room.members).filter((m) => m.role === 'listener').length;
    if (listeners >= room.maxListeners) throw conflict('roomFull');
  }
  const member: LiveMember = {
    ...who,
    role: isHost ? 'host' : 'listener',
    joinedAt: now,
    speakerSince: isHost ? now : null,
    handRaisedAt: null,
    muted: false,
    seenAt: realNow,
  };
  room.members[who._id] = member;
  if (isHost) room.host = memberOf(who);
  settleSpeakerless(room, now);
  return { member, replacedSocket: null };
}

/**
 * A member goes (left, their socket stayed away, or removed). A host hands the room to the
 * longest-serving speaker; with none, the room ends (`ended`). `newHost` when one took over.
 */
export function leave(room: LiveRoom, userId: string, now: number) {
  const member = room.members[userId];
  if (!member) return { left: null, ended: false, newHost: null };
  delete room.members[userId];
  let newHost: LiveMember | null = null;
  if (member.role === 'host') {
    newHost =
      Object.values(room.members)
        .filter((m) => m.role === 'speaker')
        .sort(bySpeakingTime)[0] ?? null;
    if (!newHost) return { left: member, ended: true, newHost: null };
    newHost.role = 'host';
    newHost.handRaisedAt = null;
    room.host = memberOf(newHost);
  }
  settleSpeakerless(room, now);
  return { left: member, ended: false, newHost };
}

export function raiseHand(room: LiveRoom, userId: string, raised: boolean, now: number) {
  const member = requireMember(room, userId);
  // Speakers already have the floor: nothing to ask for.
  if (raised && member.role !== 'listener') return false;
  const next = raised ? (member.handRaisedAt ?? now) : null;
  if (next === member.handRaisedAt) return false;
  member.handRaisedAt = next;
  return true;
}

/** Host: a listener becomes a speaker while there are seats. */
export function invite(room: LiveRoom, hostId: string, userId: string, now: number) {
  requireHost(room, hostId);
  const target = requireTarget(room, userId);
  if (target.role !== 'listener') return null;
  const speakers = Object.values(room.members).filter(isSpeaker).length;
  if (speakers >= room.maxSpeakers) throw conflict('speakersFull');
  target.role = 'speaker';
  target.speakerSince = now;
  target.handRaisedAt = null;
  settleSpeakerless(room, now);
  return target;
}

/** Host: a speaker goes back to listening (not the host themself). */
export function toListeners(room: LiveRoom, hostId: string, userId: string, now: number) {
  requireHost(room, hostId);
  const target = requireTarget(room, userId);
  if (target.role === 'host') throw badRequest('invalidInput');
  if (target.role === 'listener') return null;
  target.role = 'listener';
  target.speakerSince = null;
  settleSpeakerless(room, now);
  return target;
}

/** The host mutes or unmutes anyone; a member only themself. */
export function mute(room: LiveRoom, actorId: string, userId: string, muted: boolean) {
  if (actorId !== userId) requireHost(room, actorId);
  const target = actorId === userId ? requireMember(room, userId) : requireTarget(room, userId);
  if (target.muted === muted) return null;
  target.muted = muted;
  return target;
}

/** Host: the member goes and cannot come back. */
export function remove(room: LiveRoom, hostId: string, userId: string, now: number) {
  requireHost(room, hostId);
  if (userId === hostId) throw badRequest('invalidInput');
  const target = requireTarget(room, userId);
  if (!room.removed.includes(userId)) room.removed.push(userId);
  leave(room, userId, now);
  return target;
}
