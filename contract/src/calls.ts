import { z } from 'zod';
import { ZId, dataEnvelope } from './common.ts';
import type { CALL_STATUSES } from './enums.ts';
import { CALL_MEDIA } from './enums.ts';
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

/** `call:invite`: the caller picks the call's id (a UUID) so it can cancel before the ack. */
export const ZCallInvite = z.object({ callId: ZId, to: ZId, media: z.enum(CALL_MEDIA) });
export type TCallInvite = z.infer<typeof ZCallInvite>;

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

/** Server → client call events (added to ServerToClientEvents). */
export interface CallServerEvents {
  /** To every tab of the callee. */
  'call:incoming': (payload: { callId: string; from: TCallPeer; media: CallMedia }) => void;
  /** To every tab of the caller: the callee answered (from `byTab` only that tab goes on). */
  'call:accepted': (payload: { callId: string }) => void;
  'call:declined': (payload: { callId: string }) => void;
  /** To every tab of the callee: the caller gave up, or 30 s passed without an answer. */
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
  'call:invite': (payload: TCallInvite, ack: (response: TCallAck) => void) => void;
  'call:accept': (payload: TCallId, ack: (response: TCallAck) => void) => void;
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
