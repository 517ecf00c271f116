import type { TIceServer, TRoom, TRoomSignal } from '@chingu/contract';

type SignalData = TRoomSignal['data'];
type Candidate = Extract<SignalData, { candidate: unknown }>['candidate'];

type Peer = {
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  waiting: RTCIceCandidateInit[];
};

export type MeshAudioEvents = {
  /** Send `data` to member `to` (as `room:signal`). */
  signal: (to: string, data: SignalData) => void;
  /** A member's audio arrived (null: their connection closed). */
  stream: (userId: string, stream: MediaStream | null) => void;
};

/**
 * A mesh room's audio (PRODUCT §9.3, decision 050): Opus over one RTCPeerConnection per pair in
 * which at least one side speaks. Every member knows the speakers (`room:state`), so a member
 * offers to each speaker (two speakers: the smaller id offers) and a speaker answers whoever
 * offers. Each connection carries one two-way audio transceiver; speaking or not is the
 * microphone track on it (`replaceTrack`), so being invited to speak or moved back needs no new
 * negotiation, only new pairs with the listeners. Negotiation is "perfect negotiation": on a
 * collision the side with the larger id yields.
 */
export class MeshAudio {
  private readonly peers = new Map<string, Peer>();
  private microphone: MediaStreamTrack | null = null;
  private closed = false;

  constructor(
    private readonly me: string,
    private readonly iceServers: TIceServer[],
    private readonly events: MeshAudioEvents,
  ) {}

  /** The track speakers send (null: listening, or muted by leaving the track off). */
  setMicrophone(track: MediaStreamTrack | null) {
    this.microphone = track;
    for (const peer of this.peers.values()) {
      for (const transceiver of peer.pc.getTransceivers()) {
        void transceiver.sender.replaceTrack(track).catch(() => undefined);
      }
    }
  }

  /** Opens connections to speakers, closes those no one in the pair needs any more. */
  sync(room: TRoom) {
    if (this.closed) return;
    const speakers = new Set(room.speakers.map((s) => s._id));
    const iSpeak = speakers.has(this.me);
    for (const [userId, peer] of this.peers) {
      if (!iSpeak && !speakers.has(userId)) this.drop(userId, peer);
    }
    for (const userId of speakers) {
      if (userId === this.me || this.peers.has(userId)) continue;
      // Between two speakers the smaller id offers; a listener always offers to a speaker.
      if (iSpeak && this.me > userId) continue;
      const peer = this.open(userId);
      peer.pc.addTransceiver('audio', { direction: 'sendrecv' });
      if (this.microphone) void peer.pc.getTransceivers()[0]?.sender.replaceTrack(this.microphone);
    }
  }

  /** A signal from another member of the room. */
  async receive(from: string, data: SignalData) {
    if (this.closed || from === this.me) return;
    const peer =
      this.peers.get(from) ?? ('type' in data && data.type === 'offer' ? this.open(from) : null);
    if (!peer) return;
    const { pc } = peer;
    try {
      if ('type' in data) {
        const collision =
          data.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
        peer.ignoreOffer = !peer.polite && collision;
        if (peer.ignoreOffer) return;
        await pc.setRemoteDescription(data);
        for (const candidate of peer.waiting.splice(0)) await pc.addIceCandidate(candidate);
        if (data.type === 'offer') {
          // The offerer's audio transceiver: answer it both ways, with the microphone if speaking.
          for (const transceiver of pc.getTransceivers()) {
            transceiver.direction = 'sendrecv';
            if (this.microphone) await transceiver.sender.replaceTrack(this.microphone);
          }
          await pc.setLocalDescription();
          this.sendDescription(from, pc);
        }
      } else if (data.candidate) {
        if (!pc.remoteDescription) peer.waiting.push(data.candidate);
        else await pc.addIceCandidate(data.candidate);
      }
    } catch (error) {
      if (!peer.ignoreOffer) console.warn('room signal failed:', error);
    }
  }

  /** Someone left the room: their connection goes. */
  forget(userId: string) {
    const peer = this.peers.get(userId);
    if (peer) this.drop(userId, peer);
  }

  close() {
    this.closed = true;
    for (const [userId, peer] of this.peers) this.drop(userId, peer);
  }

  private open(userId: string): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const peer: Peer = {
      pc,
      polite: this.me > userId,
      makingOffer: false,
      ignoreOffer: false,
      waiting: [],
    };
    this.peers.set(userId, peer);
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(userId, pc);
      } catch (error) {
        console.warn('room offer failed:', error);
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.events.signal(userId, { candidate: candidate.toJSON() as Candidate });
    };
    pc.ontrack = ({ track, streams }) => {
      this.events.stream(userId, streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') {
        if (this.peers.get(userId) === peer) this.drop(userId, peer);
      }
    };
    return peer;
  }

  private sendDescription(to: string, pc: RTCPeerConnection) {
    const description = pc.localDescription;
    if (description) this.events.signal(to, { type: description.type, sdp: description.sdp });
  }

  private drop(userId: string, peer: Peer) {
    this.peers.delete(userId);
    peer.pc.onnegotiationneeded = null;
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    this.events.stream(userId, null);
  }
}
