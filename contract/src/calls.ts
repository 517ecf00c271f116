import { z } from 'zod';
import { ZId, dataEnvelope } from './common.ts';
import type { CALL_STATUSES } from './enums.ts';
import { CALL_MEDIA, LANGUAGE_CODES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import type { ZMomentAuthor } from './moments.ts';

/**
 * Calls (PRODUCT §8.2): signalling over the chat socket. The server relays SDP and ICE between
 * the two parties and keeps who is in which call; media flows peer to peer (or through TURN).
 */
export type CallMedia = (typeof CALL_MEDIA)[number];
export type CallStatus = (typeof CALL_STATUSES)[number];

export const ZCallId = z.object({ callId: ZId });
export type TCallId = z.infer<typeof ZCallId>;

/**
 * `call:invite`: the caller picks the call's id (a UUID) so it can cancel before the ack.
 * `sessionId`: the call of a session (PRODUCT §9.2), the session message's id: it must be an
 * accepted session of the two, from LIMITS.sessionCallOpensMinutes before its start to its end.
 */
export const ZCallInvite = z.object({
  callId: ZId,
  to: ZId,
  media: z.enum(CALL_MEDIA),
  sessionId: ZId.optional(),
});
export type TCallInvite = z.infer<typeof ZCallInvite>;

/**
 * The language timer of a call (PRODUCT §9.2), the same for both members: the call starts in
 * `languages[0]` and at `switchAfterMs` after its acceptance both see "Switch to {languages[1]}".
 * A session's call: its languages and half its duration; any other call: the members' native
 * languages (the caller's first) and LIMITS.callLanguageSwitchMinutes.
 */
export const ZCallLanguageTimer = z.object({
  languages: z.tuple([z.enum(LANGUAGE_CODES), z.enum(LANGUAGE_CODES)]),
  switchAfterMs: z.number().int(),
  /** The session the call belongs to, if any. */
  sessionId: z.string().optional(),
});
export type TCallLanguageTimer = z.infer<typeof ZCallLanguageTimer>;

/**
 * When the call was answered, on the server's clock, with the server's time as it sent this:
 * a client counts from `Date.now() - (now - acceptedAt)`, so both sides agree whatever their
 * own clocks say.
 */
export const ZCallAcceptedAt = z.object({ acceptedAt: z.string(), now: z.string() });
export type TCallAcceptedAt = z.infer<typeof ZCallAcceptedAt>;

/**
 * How long this call rings before it is missed, in whole seconds: the server's CALL_RING_SECONDS
 * (LIMITS.callRingSeconds by default). Announced in `call:invite`'s answer and in `call:incoming`,
 * so that both browsers' own ring timers follow the server's rather than assume the default.
 */
export const ZCallRing = z.object({ ringSeconds: z.number().int().positive() });
export type TCallRing = z.infer<typeof ZCallRing>;

/**
 * `call:signal {callId, data}`: an SDP offer/answer or an ICE candidate, relayed as it is. Its
 * JSON must be at most `LIMITS.callSignalMaxBytes` (`signalTooLarge`).
 */
export const ZCallSignal = z.object({
  callId: ZId,
  data: z.union([
    z.object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().optional(),
    }),
    z.object({
      candidate: z
        .object({
          candidate: z.string(),
          sdpMid: z.string().nullable().optional(),
          sdpMLineIndex: z.number().int().nullable().optional(),
          usernameFragment: z.string().nullable().optional(),
        })
        .nullable(),
    }),
  ]),
});
export type TCallSignal = z.infer<typeof ZCallSignal>;
export type TCallSignalData = TCallSignal['data'];

export type TCallPeer = z.infer<typeof ZMomentAuthor>;

export type TCallAck = { status: 'success' } | { status: 'error'; error: string; code?: ErrorKey };
/**
 * `call:invite`'s answer: the call's language timer (null when the two share no pair of languages)
 * and how long it rings.
 */
export type TCallInviteAck =
  | ({ status: 'success'; timer: TCallLanguageTimer | null } & TCallRing)
  | Extract<TCallAck, { status: 'error' }>;
/** `call:accept`'s answer: when the server stamped the answer. */
export type TCallAcceptAck =
  ({ status: 'success' } & TCallAcceptedAt) | Extract<TCallAck, { status: 'error' }>;

/** Server → client call events (added to ServerToClientEvents). */
export interface CallServerEvents {
  /** To every tab of the callee, with how long the call rings. */
  'call:incoming': (
    payload: {
      callId: string;
      from: TCallPeer;
      media: CallMedia;
      timer: TCallLanguageTimer | null;
    } & TCallRing,
  ) => void;
  /** To every tab of the caller: the callee answered (from `byTab` only that tab goes on). */
  'call:accepted': (payload: { callId: string } & TCallAcceptedAt) => void;
  'call:declined': (payload: { callId: string }) => void;
  /** To every tab of the callee: the caller gave up, or the ring time passed without an answer. */
  'call:cancelled': (payload: { callId: string; reason: 'cancelled' | 'missed' }) => void;
  /** To both parties: the other hung up, or their connection was lost. */
  'call:ended': (payload: { callId: string; durationSeconds: number }) => void;
  /** To the caller: the callee is in another call (their invite is refused as well). */
  'call:busy': (payload: { callId: string }) => void;
  'call:signal': (payload: { callId: string; from: string; data: TCallSignalData }) => void;
  /** To the callee's other tabs once one tab accepted or declined: stop ringing. */
  'call:answered-elsewhere': (payload: { callId: string }) => void;
}

/** Client → server call events (added to ClientToServerEvents); every one is acknowledged. */
export interface CallClientEvents {
  'call:invite': (payload: TCallInvite, ack: (response: TCallInviteAck) => void) => void;
  'call:accept': (payload: TCallId, ack: (response: TCallAcceptAck) => void) => void;
  'call:decline': (payload: TCallId, ack: (response: TCallAck) => void) => void;
  'call:cancel': (payload: TCallId, ack: (response: TCallAck) => void) => void;
  'call:end': (payload: TCallId, ack: (response: TCallAck) => void) => void;
  'call:signal': (payload: TCallSignal, ack: (response: TCallAck) => void) => void;
  /** A party's new socket (a reconnect within the grace time) takes its part of the call over. */
  'call:resume': (payload: TCallId, ack: (response: TCallAck) => void) => void;
}

/** `GET /api/v1/calls/ice-servers`: STUN/TURN servers for RTCPeerConnection. */
export const ZIceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type TIceServer = z.infer<typeof ZIceServer>;
export const ZIceServersResponse = dataEnvelope(z.array(ZIceServer));
export type TIceServersResponse = z.infer<typeof ZIceServersResponse>;
