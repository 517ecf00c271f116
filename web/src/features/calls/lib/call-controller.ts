import type { CallMedia, TCallPeer, TCallSignalData, TIceServer } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import type { SessionSocketListeners, emitWithAck } from '@/lib/session-socket';
import {
  IDLE_CALL,
  isCallActive,
  localAnswerTime,
  mediaErrorKind,
  reasonOfAck,
  type CallEndReason,
  type CallState,
} from '../utils/call-state';
import { CallPeer, type PeerState } from './call-peer';

export type CallControllerDeps = {
  emit: typeof emitWithAck;
  iceServers: () => Promise<TIceServer[]>;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
};

/**
 * A ringing call stops by itself if the server never says it was missed: 5 s after the ring time
 * the server announced (`ringSeconds` of the invite's answer and of `call:incoming`), or after the
 * product's default with a server that announces none (one older than the field).
 */
const ringSafetyMs = (ringSeconds: number | undefined) =>
  ((ringSeconds ?? LIMITS.callRingSeconds) + 5) * 1000;

const defaultGetUserMedia = (constraints: MediaStreamConstraints) => {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('No media devices', 'NotSupportedError'));
  }
  return navigator.mediaDevices.getUserMedia(constraints);
};

type CallListeners = { [E in keyof SessionSocketListeners]?: SessionSocketListeners[E] };

/**
 * One member's calls (PRODUCT §8.2): the signalling over the session socket, the microphone and
 * camera, and the peer connection. React reads `state` through `subscribe`; at most one call at
 * a time (the server makes a member in a call busy).
 */
export class CallController {
  private state: CallState = IDLE_CALL;
  private readonly listeners = new Set<() => void>();
  private peer: CallPeer | null = null;
  /** Signals that came before the peer connection existed (the caller's offer, at once). */
  private readonly early: TCallSignalData[] = [];
  private ringTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;

  constructor(private readonly deps: CallControllerDeps) {
    this.getUserMedia = deps.getUserMedia ?? defaultGetUserMedia;
  }

  getState = (): CallState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private is(callId: string) {
    return this.state.callId === callId && this.state.phase !== 'ended';
  }

  /**
   * Starts a call to `partner`: the microphone (and camera) first, so a refusal shows at once.
   * `sessionId`: the call of that session (PRODUCT §9.2), whose languages the timer follows.
   */
  async start(
    partner: TCallPeer,
    media: CallMedia,
    sessionId: string | null = null,
  ): Promise<void> {
    if (isCallActive(this.state)) return;
    const callId = crypto.randomUUID();
    this.set({
      ...IDLE_CALL,
      phase: 'ringing-out',
      direction: 'outgoing',
      callId,
      partner,
      media,
      sessionId,
    });
    const stream = await this.openMedia(media);
    if (!stream || !this.is(callId)) {
      // Cancelled while the browser asked for permission: nothing was sent yet.
      stream?.getTracks().forEach((track) => track.stop());
      return;
    }
    this.set({ localStream: stream });
    // Until the server answers (SESSION_ACK_TIMEOUT_MS at most) the default ring time stands in.
    const invitedAt = Date.now();
    this.startRingTimer(ringSafetyMs(undefined), () => void this.hangUp('noAnswer'));
    const ack = await this.deps.emit('call:invite', {
      callId,
      to: partner._id,
      media,
      ...(sessionId ? { sessionId } : {}),
    });
    if (!this.is(callId)) return;
    if (ack.status === 'error') {
      // A session that is gone for this member (deleted, hidden) answers like an absent one.
      this.finish(sessionId && ack.code === 'notFound' ? 'sessionUnavailable' : reasonOfAck(ack));
    } else {
      this.set({ timer: ack.timer ?? null });
      // The ring time the server announced, counted from the invite (unless already answered).
      if (this.state.phase === 'ringing-out') {
        this.startRingTimer(
          ringSafetyMs(ack.ringSeconds) - (Date.now() - invitedAt),
          () => void this.hangUp('noAnswer'),
        );
      }
    }
  }

  /** Answers the ringing call; `voiceOnly` after the camera could not be opened. */
  async accept(voiceOnly = false): Promise<void> {
    const { callId, phase, media } = this.state;
    if (!callId || (phase !== 'ringing-in' && phase !== 'media-error')) return;
    this.clearRingTimer();
    this.set({ phase: 'ringing-in', mediaError: null });
    const stream = await this.openMedia(voiceOnly ? 'audio' : media);
    if (!stream || !this.is(callId)) {
      stream?.getTracks().forEach((track) => track.stop());
      return;
    }
    this.set({
      phase: 'connecting',
      localStream: stream,
      cameraOff: voiceOnly && media === 'video',
    });
    const ack = await this.deps.emit('call:accept', { callId });
    if (!this.is(callId)) return;
    if (ack.status === 'error') return this.finish(reasonOfAck(ack));
    this.set({ answeredAt: localAnswerTime(ack, Date.now()) });
    await this.connect(callId, true);
  }

  decline() {
    const { callId, direction } = this.state;
    if (!callId || direction !== 'incoming') return;
    void this.deps.emit('call:decline', { callId });
    this.reset();
  }

  /** Cancels a ringing call or ends a running one. */
  async hangUp(reason: CallEndReason | null = null): Promise<void> {
    const { callId, phase, direction } = this.state;
    if (!callId) return this.reset();
    if (direction === 'incoming' && (phase === 'ringing-in' || phase === 'media-error')) {
      return this.decline();
    }
    void this.deps.emit(phase === 'ringing-out' ? 'call:cancel' : 'call:end', { callId });
    if (reason) this.finish(reason);
    else this.reset();
  }

  toggleMute() {
    const muted = !this.state.muted;
    this.state.localStream?.getAudioTracks().forEach((track) => (track.enabled = !muted));
    this.set({ muted });
  }

  toggleCamera() {
    const cameraOff = !this.state.cameraOff;
    this.state.localStream?.getVideoTracks().forEach((track) => (track.enabled = !cameraOff));
    this.set({ cameraOff });
  }

  /** Closes the "ended" or "media error" screen (an incoming call still ringing is declined). */
  dismiss() {
    if (this.state.phase === 'media-error' && this.state.direction === 'incoming') this.decline();
    else if (!isCallActive(this.state)) this.reset();
  }

  /** After a network change (the window's 'online'): a fresh path for a running call. */
  restartIce() {
    this.peer?.restartIce();
  }

  /**
   * The session socket connected again (a dropped network): this tab's call goes on over the new
   * socket if the server still holds it (its grace time), else it ended while we were away.
   */
  private async resume() {
    const { callId, phase } = this.state;
    const mine = phase === 'ringing-out' || phase === 'connecting' || phase === 'connected';
    if (!callId || !(mine || phase === 'reconnecting')) return;
    const ack = await this.deps.emit('call:resume', { callId });
    if (!this.is(callId)) return;
    if (ack.status === 'error') this.finish('connectionLost');
    else this.peer?.restartIce();
  }

  /** Socket events of calls, for `listenToSession`. */
  readonly socketListeners: CallListeners = {
    connect: () => void this.resume(),
    'call:incoming': ({ callId, from, media, timer, ringSeconds }) => {
      const { phase, direction } = this.state;
      if (isCallActive(this.state) || (phase === 'media-error' && direction === 'incoming')) {
        // Another call is on here: this one is refused rather than left ringing.
        void this.deps.emit('call:decline', { callId });
        return;
      }
      this.set({
        ...IDLE_CALL,
        phase: 'ringing-in',
        direction: 'incoming',
        callId,
        partner: from,
        media,
        timer,
        sessionId: timer?.sessionId ?? null,
      });
      // If the caller's server is gone, no 'missed' ever comes: stop ringing by ourselves.
      this.startRingTimer(ringSafetyMs(ringSeconds), () => {
        if (this.is(callId) && this.state.phase === 'ringing-in') this.reset();
      });
    },
    'call:accepted': ({ callId, acceptedAt, now }) => {
      if (!this.is(callId) || this.state.phase !== 'ringing-out') return;
      this.clearRingTimer();
      this.set({
        phase: 'connecting',
        answeredAt: localAnswerTime({ acceptedAt, now }, Date.now()),
      });
      void this.connect(callId, false);
    },
    'call:declined': ({ callId }) => {
      if (this.is(callId)) this.finish('declined');
    },
    'call:busy': ({ callId }) => {
      if (this.is(callId)) this.finish('busy');
    },
    'call:cancelled': ({ callId }) => {
      if (this.is(callId)) this.reset();
    },
    'call:answered-elsewhere': ({ callId }) => {
      if (this.is(callId) && this.state.direction === 'incoming' && !this.peer) this.reset();
    },
    'call:ended': ({ callId, durationSeconds }) => {
      if (!this.is(callId)) return;
      if (this.state.phase === 'ringing-out') return this.finish('noAnswer');
      this.finish('ended', durationSeconds);
    },
    'call:signal': ({ callId, data }) => {
      if (!this.is(callId)) return;
      if (this.peer) void this.peer.receive(data);
      else this.early.push(data);
    },
  };

  private async openMedia(media: CallMedia): Promise<MediaStream | null> {
    try {
      return await this.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: media === 'video' ? { facingMode: 'user', width: { ideal: 1280 } } : false,
      });
    } catch (error) {
      this.set({ phase: 'media-error', mediaError: mediaErrorKind(error) });
      return null;
    }
  }

  private async connect(callId: string, polite: boolean) {
    const iceServers = await this.deps.iceServers();
    const stream = this.state.localStream;
    if (!this.is(callId) || !stream) return;
    this.peer = new CallPeer(iceServers, polite, stream, {
      signal: (data) =>
        void this.deps.emit('call:signal', { callId, data }).then((ack) => {
          if (ack.status === 'error' && ack.code && this.is(callId))
            console.warn('call:signal', ack.error);
        }),
      remoteStream: (remoteStream) => this.is(callId) && this.set({ remoteStream }),
      state: (peerState) => this.is(callId) && this.onPeerState(peerState),
    });
    for (const data of this.early.splice(0)) void this.peer.receive(data);
  }

  private onPeerState(peerState: PeerState) {
    if (peerState === 'failed') return void this.hangUp('connectionLost');
    if (peerState === 'connected') {
      this.set({ phase: 'connected', connectedAt: this.state.connectedAt ?? Date.now() });
    } else this.set({ phase: peerState });
  }

  /** Shows why the call stopped, with its length when it had one. */
  private finish(endReason: CallEndReason, durationSeconds?: number) {
    const { connectedAt } = this.state;
    const measured = connectedAt ? Math.round((Date.now() - connectedAt) / 1000) : null;
    this.release();
    this.set({
      phase: 'ended',
      endReason,
      durationSeconds: durationSeconds ?? measured,
      localStream: null,
      remoteStream: null,
    });
  }

  private reset() {
    this.release();
    this.set(IDLE_CALL);
  }

  /** Camera and microphone off, connection closed. */
  private release() {
    this.clearRingTimer();
    this.peer?.close();
    this.peer = null;
    this.early.length = 0;
    this.state.localStream?.getTracks().forEach((track) => track.stop());
  }

  private startRingTimer(ms: number, expired: () => void) {
    this.clearRingTimer();
    this.ringTimer = setTimeout(expired, ms);
  }

  private clearRingTimer() {
    if (this.ringTimer) clearTimeout(this.ringTimer);
    this.ringTimer = null;
  }
}
