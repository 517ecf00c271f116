import {
  ZCallAcceptedAt,
  ZCallLanguageTimer,
  ZCallRing,
  ZRoom,
  ZRoomHostAction,
  ZRoomJoin,
  ZRoomMedia,
  ZRoomMessage,
  ZRoomMessageRequest,
  ZRoomMute,
  ZRoomOwnAction,
  ZRoomSignal,
  ZCallId,
  ZCallInvite,
  ZCallSignal,
  ZMarkAsReadPayload,
  ZMomentAuthor,
  ZMessage,
  ZNotification,
  ZPresenceEntry,
  ZReaction,
  ZSendMessageRequest,
  ZTypingPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@chingu/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

/**
 * The socket.io events (contract/src/chat.ts) for the API reference. The contract declares them
 * as TypeScript interfaces; this catalogue gives each one a description and a zod schema (the
 * contract's where it has one), typed so that an event added to or removed from the interfaces
 * breaks the build until it is described here.
 */
type EventDoc = { description: string; payload?: z.ZodType; ack?: z.ZodType };

const ZSocketError = z.object({
  status: z.literal('error'),
  error: z.string(),
  code: z.string().optional(),
  /** With `tooManyRequests`: seconds until the event may succeed. */
  retryAfter: z.number().int().optional(),
});
const ack = (success: z.ZodRawShape) =>
  z.union([z.object({ status: z.literal('success'), ...success }), ZSocketError]);
const ZUserIdPayload = z.object({ userId: z.string() });

const clientToServer: Record<keyof ClientToServerEvents, EventDoc> = {
  sendMessage: {
    description:
      "Sends a message (text, correction or attachments); `clientId` makes a retry idempotent. Until a message request is accepted its sender may send 3 text messages, nothing else (`requestPending`); a new conversation past the day's cap answers `newContactLimit` with `retryAfter`. Counts against the daily `messages` budget shared with `POST /messages` (error ack `tooManyRequests` with `retryAfter`).",
    payload: ZSendMessageRequest,
    ack: ack({ message: ZMessage }),
  },
  markAsRead: {
    description: "Marks the sender's messages to me as read.",
    payload: ZMarkAsReadPayload,
    ack: ack({ markedCount: z.number().int() }),
  },
  typing: { description: 'I am typing to `receiver`.', payload: ZTypingPayload },
  stopTyping: { description: 'I stopped typing to `receiver`.', payload: ZTypingPayload },
  getOnlineUsers: {
    description: 'Who is online now (no payload, only the acknowledgement).',
    ack: ack({ users: z.array(ZPresenceEntry) }),
  },
  'call:invite': {
    description:
      'Calls `to` (PRODUCT §8.2); the caller picks `callId` (a UUID) and this socket takes part in the call. With `sessionId` it is the call of an accepted session of the two (PRODUCT §9.2), from 10 minutes before its start to its end (`sessionNotAccepted`, `sessionNotOpen`, `notFound`). The answer carries the language timer of the call (null when the two have the same native language) and `ringSeconds`, how long the call rings (CALL_RING_SECONDS). Refused: `cannotCallSelf`; `cannotCallMember` (a block either way, a suspended member, a callee who takes messages only from people they follow, or one who has neither written with the caller nor follows them: a stranger cannot learn whether someone is online); `memberOffline`; `memberBusy` (with `call:busy`); `alreadyInCall`. Unanswered after `ringSeconds` it is missed.',
    payload: ZCallInvite,
    ack: ack({ timer: ZCallLanguageTimer.nullable(), ...ZCallRing.shape }),
  },
  'call:accept': {
    description:
      'The callee answers from this tab, which then takes part; `callNotFound` once the call was cancelled, missed or answered elsewhere. The answer says when the server stamped the answer (`acceptedAt`) and its time then (`now`).',
    payload: ZCallId,
    ack: ack(ZCallAcceptedAt.shape),
  },
  'call:decline': {
    description: 'The callee declines a ringing call (from any of their tabs).',
    payload: ZCallId,
    ack: ack({}),
  },
  'call:cancel': {
    description: 'The caller gives up before an answer (from any of their tabs).',
    payload: ZCallId,
    ack: ack({}),
  },
  'call:end': {
    description:
      'Either party hangs up (from any of their tabs); while still ringing it cancels (caller) or declines (callee).',
    payload: ZCallId,
    ack: ack({}),
  },
  'call:resume': {
    description:
      "A party's socket reconnected within the grace time (LIMITS.callDisconnectGraceSeconds): this new socket takes its part of the call over and the call goes on. Refused `callNotFound` when the call is over or the callee never answered it, `notInCall` for someone else's call.",
    payload: ZCallId,
    ack: ack({}),
  },
  'call:signal': {
    description:
      "An SDP offer/answer or ICE candidate for the other party's participating socket, once the call is answered; only from one's own participating socket (`notInCall`), for a live call (`callNotFound`), at most 64 KB of JSON (`signalTooLarge`).",
    payload: ZCallSignal,
    ack: ack({}),
  },
  'room:join': {
    description:
      "Joins a language room (PRODUCT §9.3): its host as host, anyone else as a listener. Acked with the room, the role, how to connect the audio (`media`) and the side chat so far. Refused: `roomNotFound` (missing, ended, hidden, another age band, a block with the host), `roomNotLive` (scheduled; its host starts it by joining), `removedFromRoom`, `roomFull` (20 listeners in a mesh, 500 with Janus). A join from another tab takes the member's place (the old tab hears `room:ended` `elsewhere`).",
    payload: ZRoomJoin,
    ack: ack({
      room: ZRoom,
      role: z.enum(['host', 'speaker', 'listener']),
      media: ZRoomMedia,
      messages: z.array(ZRoomMessage),
    }),
  },
  'room:leave': {
    description:
      'Leaves the room this socket joined. A host who leaves hands the room to the longest-serving speaker; with none it ends. `notInRoom` when not in it.',
    payload: ZRoomOwnAction,
    ack: ack({}),
  },
  'room:raise-hand': {
    description: 'A listener asks to speak (shown in `raisedHands`).',
    payload: ZRoomOwnAction,
    ack: ack({}),
  },
  'room:lower-hand': {
    description: 'Takes the raised hand down.',
    payload: ZRoomOwnAction,
    ack: ack({}),
  },
  'room:invite': {
    description:
      'Host only (`roomHostOnly`): a listener becomes a speaker; `speakersFull` at maxSpeakers, `memberNotInRoom` for someone not in it.',
    payload: ZRoomHostAction,
    ack: ack({}),
  },
  'room:to-listeners': {
    description: 'Host only: a speaker goes back to the listeners.',
    payload: ZRoomHostAction,
    ack: ack({}),
  },
  'room:mute': {
    description:
      'The host mutes (or with `muted:false` unmutes) a member; a member may mute or unmute themself. Listed in `muted`.',
    payload: ZRoomMute,
    ack: ack({}),
  },
  'room:remove': {
    description:
      'Host only: the member leaves the room and cannot join it again (they hear `room:ended` `removed`).',
    payload: ZRoomHostAction,
    ack: ack({}),
  },
  'room:message': {
    description:
      "The room's side chat, 1–500 characters (`roomMessageTooLong`), members only (`notInRoom`); the last 100 are kept while the room is live. Counts against the `messages` budget.",
    payload: ZRoomMessageRequest,
    ack: ack({}),
  },
  'room:signal': {
    description:
      'Mesh rooms only (`roomSignalUnused` with Janus): an SDP or ICE candidate for another member of the room (`memberNotInRoom` otherwise), from the socket that joined, at most 64 KB (`signalTooLarge`).',
    payload: ZRoomSignal,
    ack: ack({}),
  },
};

const ZCallIdPayload = z.object({ callId: z.string() });

const serverToClient: Record<keyof ServerToClientEvents, EventDoc> = {
  onlineUsers: {
    description: 'Sent once after connecting: everyone online now.',
    payload: z.array(ZPresenceEntry),
  },
  userOnline: { description: 'A member came online.', payload: ZUserIdPayload },
  userOffline: {
    description: 'A member went offline; `lastSeen` is null where a block hides it.',
    payload: z.object({ userId: z.string(), lastSeen: z.string().nullable() }),
  },
  userStatusUpdate: { description: "A member's presence changed.", payload: ZPresenceEntry },
  newMessage: {
    description:
      "To every tab of the receiver; `unreadCount` is the receiver's unread count from `senderId`; `request`: a message request to the receiver (listed under Requests, no toast).",
    payload: z.object({
      message: ZMessage,
      senderId: z.string(),
      unreadCount: z.number().int(),
      request: z.boolean().optional(),
    }),
  },
  conversationAccepted: {
    description:
      'A message request between the two was accepted (PUT accept or a reply); to every tab of both, `userId` being the partner. A decline is never announced.',
    payload: ZUserIdPayload,
  },
  messageSent: {
    description: 'To every tab of the sender (the sending tab gets the acknowledgement as well).',
    payload: z.object({ message: ZMessage }),
  },
  messagesRead: {
    description: 'To the original sender when the receiver read their messages.',
    payload: z.object({ readBy: z.string(), markedCount: z.number().int() }),
  },
  userTyping: {
    description: 'The partner started or stopped typing.',
    payload: z.object({ userId: z.string(), isTyping: z.boolean() }),
  },
  messageUpdated: {
    description:
      'A stored message changed (PRODUCT §9.2: a session was accepted, declined or cancelled): the whole message as the receiving member sees it, to every tab of both members.',
    payload: z.object({ message: ZMessage }),
  },
  messageReaction: {
    description: "A message's reactions changed; `mine` is the receiving member's.",
    payload: z.object({ messageId: z.string(), reactions: z.array(ZReaction) }),
  },
  messageError: {
    description: 'A send failed; `clientId` names the message it was.',
    payload: z.object({
      error: z.string(),
      code: z.string().optional(),
      clientId: z.string().optional(),
    }),
  },
  notification: {
    description: 'A new notification, to every tab of its member (PRODUCT §8.4).',
    payload: ZNotification,
  },
  'call:incoming': {
    description:
      "To every tab of the callee: someone calls, with the call's language timer and `ringSeconds`, how long it rings before it is missed.",
    payload: z.object({
      callId: z.string(),
      from: ZMomentAuthor,
      media: z.enum(['audio', 'video']),
      timer: ZCallLanguageTimer.nullable(),
      ...ZCallRing.shape,
    }),
  },
  'call:accepted': {
    description:
      'To every tab of the caller: the callee answered (stamped `acceptedAt`, with the server time `now`); the inviting tab sends the offer.',
    payload: ZCallIdPayload.extend(ZCallAcceptedAt.shape),
  },
  'call:declined': {
    description: 'To every tab of the caller: the callee declined.',
    payload: ZCallIdPayload,
  },
  'call:cancelled': {
    description:
      'To every tab of the callee: the caller gave up or went away (`cancelled`), or the ring time passed without an answer (`missed`).',
    payload: z.object({ callId: z.string(), reason: z.enum(['cancelled', 'missed']) }),
  },
  'call:ended': {
    description:
      "To both parties' tabs (not the one that hung up): the call is over; `durationSeconds` since the answer. The caller also gets it, with 0, when a ringing call was missed or cancelled. A party whose connection dropped ends the call after 5 s.",
    payload: z.object({ callId: z.string(), durationSeconds: z.number().int() }),
  },
  'call:busy': {
    description:
      'To the inviting socket: the callee is in another call (the invite is refused `memberBusy`).',
    payload: ZCallIdPayload,
  },
  'call:signal': {
    description: "The other party's SDP or ICE candidate.",
    payload: z.object({ callId: z.string(), from: z.string(), data: ZCallSignal.shape.data }),
  },
  'call:answered-elsewhere': {
    description: "To the callee's other tabs once one tab answered or declined: stop ringing.",
    payload: ZCallIdPayload,
  },
  'room:state': {
    description:
      'To everyone in a language room after every change: the room with speakers, raisedHands, listeners (a count) and muted.',
    payload: z.object({ room: ZRoom }),
  },
  'room:message': { description: "A message of the room's side chat.", payload: ZRoomMessage },
  'room:signal': {
    description: "Another member's SDP or ICE candidate (mesh rooms).",
    payload: z.object({ roomId: z.string(), from: z.string(), data: ZRoomSignal.shape.data }),
  },
  'room:ended': {
    description:
      'The room ended (`ended`), the host removed this member (`removed`), or the member joined from another tab (`elsewhere`).',
    payload: z.object({
      roomId: z.string(),
      reason: z.enum(['ended', 'removed', 'elsewhere']).optional(),
    }),
  },
  error: {
    description: 'The connection was refused or failed.',
    payload: z.object({ error: z.string() }),
  },
};

type JsonSchema = Record<string, unknown>;
const directions = { clientToServer, serverToClient } as const;
const schemaName = (event: string, part: 'payload' | 'ack') =>
  `socket.${event}.${part === 'payload' ? 'Payload' : 'Ack'}`;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The OpenAPI parts that describe the socket: component schemas (shown in the reference's
 * Schemas section), an `x-socket-events` extension for tools, and a Markdown table for the
 * reference's introduction.
 */
export function socketEventsReference() {
  const schemas: Record<string, OpenAPIV3.SchemaObject> = {};
  const extension: Record<string, Record<string, JsonSchema>> = {};
  const rows: string[] = [];
  for (const [direction, events] of Object.entries(directions)) {
    extension[direction] = {};
    for (const [event, doc] of Object.entries(events) as [string, EventDoc][]) {
      const entry: JsonSchema = { description: doc.description };
      for (const part of ['payload', 'ack'] as const) {
        const schema = doc[part];
        if (!schema) continue;
        // What a client sends is read as input, what the server sends as output.
        schemas[schemaName(event, part)] = z.toJSONSchema(schema, {
          io: direction === 'clientToServer' && part === 'payload' ? 'input' : 'output',
          unrepresentable: 'any',
          target: 'openapi-3.0',
        }) as OpenAPIV3.SchemaObject;
        entry[part] = ref(schemaName(event, part));
      }
      extension[direction][event] = entry;
      const arrow = direction === 'clientToServer' ? 'client → server' : 'server → client';
      const names = (['payload', 'ack'] as const)
        .filter((part) => doc[part])
        .map((part) => `\`${schemaName(event, part)}\``)
        .join(', ');
      rows.push(`| ${arrow} | \`${event}\` | ${names || '—'} | ${doc.description} |`);
    }
  }
  const markdown = [
    '## Real-time events (socket.io)',
    '',
    "Connect socket.io to the same origin with `auth: { token }` (the bearer token). Payload and acknowledgement schemas are listed under **Schemas** below and in the document's `x-socket-events`.",
    '',
    '| direction | event | schemas | what it means |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  return { schemas, extension, markdown };
}
