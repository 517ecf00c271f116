import type { TCallSignalData, TIceServer } from '@chingu/contract';

/** How the media path is doing, as the call screen says it. */
export type PeerState = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export type CallPeerEvents = {
  /** An SDP description or ICE candidate for the other side (sent as `call:signal`). */
  signal: (data: TCallSignalData) => void;
  remoteStream: (stream: MediaStream) => void;
  state: (state: PeerState) => void;
};

/** A lost path gets this long to come back by itself before an ICE restart. */
const DISCONNECTED_GRACE_MS = 2500;
/** After this long without a path the call is given up. */
const RECONNECT_GIVE_UP_MS = 30_000;

/**
 * One call's RTCPeerConnection, negotiated the "perfect negotiation" way (W3C WebRTC examples):
 * either side may send an offer (the first one, and ICE restarts); on a collision the polite side
 * (the callee) yields. Candidates trickle as they come; ones that arrive before their description
 * wait for it.
 */
export class CallPeer {
  readonly connection: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private everConnected = false;
  private closed = false;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private giveUpTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly waitingCandidates: RTCIceCandidateInit[] = [];

  constructor(
    iceServers: TIceServer[],
    private readonly polite: boolean,
    localStream: MediaStream,
    private readonly events: CallPeerEvents,
  ) {
    const pc = new RTCPeerConnection({ iceServers });
    this.connection = pc;
    pc.onnegotiationneeded = () => {
      // The callee waits for the caller's first offer instead of racing it: after the implicit
      // rollback of such a collision Chromium was seen to stop gathering candidates, leaving the
      // call "Connecting…" for good. Later negotiations (ICE restarts) may start on either side.
      if (this.polite && !pc.remoteDescription) return;
      void this.sendOffer();
    };
    pc.onicecandidate = ({ candidate }) => {
      // The end-of-candidates marker is not needed: ICE completes without it.
      if (candidate) this.events.signal({ candidate: candidate.toJSON() as TCandidate });
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      this.events.remoteStream(stream);
    };
    pc.oniceconnectionstatechange = () => this.onIceState(pc.iceConnectionState);
    for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
  }

  /** A description or candidate the other side sent. */
  async receive(data: TCallSignalData): Promise<void> {
    if (this.closed) return;
    const pc = this.connection;
    try {
      if ('type' in data) {
        const collision =
          data.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await pc.setRemoteDescription(data);
        for (const candidate of this.waitingCandidates.splice(0))
          await pc.addIceCandidate(candidate);
        if (data.type === 'offer') {
          await pc.setLocalDescription();
          this.sendLocalDescription();
        }
      } else if (data.candidate) {
        if (!pc.remoteDescription) this.waitingCandidates.push(data.candidate);
        else await pc.addIceCandidate(data.candidate);
      }
    } catch (error) {
      // A candidate of an offer we ignored fails to add: expected. Anything else is logged.
      if (!this.ignoreOffer) console.warn('call signal failed:', error);
    }
  }

  /** New ICE credentials and a new offer: after a network change, or a failed path. */
  restartIce() {
    if (this.closed) return;
    this.clearRestartTimer();
    this.connection.restartIce();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.clearRestartTimer();
    if (this.giveUpTimer) clearTimeout(this.giveUpTimer);
    const pc = this.connection;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.oniceconnectionstatechange = null;
    pc.close();
  }

  private async sendOffer() {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.connection.setLocalDescription();
      this.sendLocalDescription();
    } catch (error) {
      console.warn('call offer failed:', error);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendLocalDescription() {
    const description = this.connection.localDescription;
    if (description) this.events.signal({ type: description.type, sdp: description.sdp });
  }

  private onIceState(state: RTCIceConnectionState) {
    if (this.closed) return;
    if (state === 'connected' || state === 'completed') {
      this.everConnected = true;
      this.clearRestartTimer();
      if (this.giveUpTimer) clearTimeout(this.giveUpTimer);
      this.giveUpTimer = null;
      this.events.state('connected');
      return;
    }
    if (state === 'disconnected' || state === 'failed') {
      this.events.state(this.everConnected ? 'reconnecting' : 'connecting');
      this.giveUpTimer ??= setTimeout(() => this.events.state('failed'), RECONNECT_GIVE_UP_MS);
      if (state === 'failed') this.restartIce();
      else this.restartTimer ??= setTimeout(() => this.restartIce(), DISCONNECTED_GRACE_MS);
    }
  }

  private clearRestartTimer() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }
}

type TCandidate = Extract<TCallSignalData, { candidate: unknown }>['candidate'];
