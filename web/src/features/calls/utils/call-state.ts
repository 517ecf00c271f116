import type {
  CallMedia,
  ErrorKey,
  TCallAck,
  TCallLanguageTimer,
  TCallPeer,
} from '@chingu/contract';

/**
 * Where a call is. 'media-error': the microphone or camera could not be opened (before an
 * invite, or while an incoming call still rings); 'ended': a call ended by the other side or
 * refused, shown until closed. Own hang-ups go straight back to 'idle'.
 */
export type CallPhase =
  | 'idle'
  | 'media-error'
  | 'ringing-out'
  | 'ringing-in'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'ended';

/** Why a call did not happen or stopped, as the call screen explains it (calls.json `ended.*`). */
export type CallEndReason =
  | 'ended'
  | 'declined'
  | 'busy'
  | 'noAnswer'
  | 'offline'
  | 'blocked'
  | 'alreadyInCall'
  | 'gone'
  | 'noConnection'
  | 'connectionLost'
  | 'sessionUnavailable'
  | 'failed';

/** getUserMedia failures (calls.json `mediaError.*`). */
export type MediaErrorKind = 'permissionDenied' | 'noDevice' | 'deviceBusy' | 'unsupported';

export type CallState = {
  phase: CallPhase;
  callId: string | null;
  direction: 'outgoing' | 'incoming';
  partner: TCallPeer | null;
  media: CallMedia;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** `Date.now()` when media first flowed; the duration timer counts from it. */
  connectedAt: number | null;
  endReason: CallEndReason | null;
  durationSeconds: number | null;
  mediaError: MediaErrorKind | null;
  /** The call's language timer (PRODUCT §9.2), as the server decided it; null: none. */
  timer: TCallLanguageTimer | null;
  /**
   * `Date.now()` of this browser at the moment the server stamped the answer: the language timer
   * counts from it (so both sides switch together whatever their clocks say).
   */
  answeredAt: number | null;
  /** The session message the call belongs to (a session's "Start call"). */
  sessionId: string | null;
};

export const IDLE_CALL: CallState = {
  phase: 'idle',
  callId: null,
  direction: 'outgoing',
  partner: null,
  media: 'audio',
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  connectedAt: null,
  endReason: null,
  durationSeconds: null,
  mediaError: null,
  timer: null,
  answeredAt: null,
  sessionId: null,
};

/** A call is under way (ringing or talking): a new one cannot start. */
export function isCallActive(state: CallState): boolean {
  return (
    state.phase === 'ringing-out' ||
    state.phase === 'ringing-in' ||
    state.phase === 'connecting' ||
    state.phase === 'connected' ||
    state.phase === 'reconnecting'
  );
}

const REASON_BY_ERROR: Partial<Record<ErrorKey, CallEndReason>> = {
  memberOffline: 'offline',
  memberBusy: 'busy',
  cannotCallMember: 'blocked',
  cannotCallSelf: 'blocked',
  alreadyInCall: 'alreadyInCall',
  callNotFound: 'gone',
  notInCall: 'gone',
  sessionNotAccepted: 'sessionUnavailable',
  sessionNotOpen: 'sessionUnavailable',
};

/** What a refused call event means for the member. */
export function reasonOfAck(ack: Extract<TCallAck, { status: 'error' }>): CallEndReason {
  if (ack.code) return REASON_BY_ERROR[ack.code] ?? 'failed';
  return ack.error === 'offline' ? 'noConnection' : 'failed';
}

/**
 * This browser's `Date.now()` at the server's stamp: the server sent its time `now` along with
 * `acceptedAt`, so the difference is how long ago (on the server's clock) the answer was.
 */
export function localAnswerTime(stamp: { acceptedAt: string; now: string }, localNow: number) {
  const ago = Date.parse(stamp.now) - Date.parse(stamp.acceptedAt);
  return localNow - (Number.isFinite(ago) ? Math.max(0, ago) : 0);
}

/** The getUserMedia error's kind (DOMException names of the Media Capture spec). */
export function mediaErrorKind(error: unknown): MediaErrorKind {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permissionDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  if (name === 'NotReadableError' || name === 'AbortError') return 'deviceBusy';
  return 'unsupported';
}
