import type { TIceServer, TRoomMedia } from '@chingu/contract';
import Janode, { type JanodeConnection } from 'janode';
import AudioBridgePlugin, { type AudioBridgeHandle } from 'janode/plugins/audiobridge';

export type JanusMedia = Extract<TRoomMedia, { mode: 'janus' }>;

export type JanusAudioEvents = {
  /** The room's mix arrived (null: the connection closed). */
  stream: (stream: MediaStream | null) => void;
  /** A participant (by Janus id, this member's too) started or stopped talking. */
  talking: (participantId: number, talking: boolean) => void;
  /** Janus could not be reached or refused the join: the room goes on without its audio. */
  failed: (error: unknown) => void;
};

/**
 * A Janus room's audio (PRODUCT §9.3, decision 050): one connection to Janus's AudioBridge through
 * janode, joined with the participant id and token the app's server handed out (never a secret).
 * Everyone sends one Opus stream (a listener's carries no track, and the server keeps them muted
 * in the bridge) and receives the one mix of the speakers. Talking events drive the speaking ring.
 */
export class JanusAudio {
  private connection: JanodeConnection | null = null;
  private handle: AudioBridgeHandle | null = null;
  private pc: RTCPeerConnection | null = null;
  private sender: RTCRtpSender | null = null;
  private microphone: MediaStreamTrack | null = null;
  private closed = false;

  constructor(
    private readonly media: JanusMedia,
    private readonly iceServers: TIceServer[],
    private readonly events: JanusAudioEvents,
  ) {}

  async start() {
    try {
      Janode.Logger.setLevel('none');
      const connection = await Janode.connect({
        address: { url: this.media.url },
        max_retries: 1,
      });
      this.connection = connection;
      if (this.closed) return void this.close();
      const session = await connection.create();
      const handle = await session.attach(AudioBridgePlugin);
      this.handle = handle;
      if (this.closed) return void this.close();
      const onTalking = ({ feed, talking }: { feed: number; talking: boolean }) =>
        this.events.talking(feed, talking);
      handle.on(AudioBridgePlugin.EVENT.AUDIOBRIDGE_TALKING, onTalking);
      handle.on(AudioBridgePlugin.EVENT.AUDIOBRIDGE_PEER_TALKING, onTalking);
      const joined = await handle.join({
        room: this.media.room,
        feed: this.media.participantId,
        token: this.media.token,
        muted: this.media.muted,
      });
      if (this.closed) return void this.close();
      // Who was already talking: events only tell changes, and a voice that started before this
      // member came in would otherwise never light up for them.
      for (const participant of joined.participants ?? []) {
        if (participant.talking) this.events.talking(participant.feed, true);
      }

      const pc = new RTCPeerConnection({ iceServers: this.iceServers });
      this.pc = pc;
      const transceiver = pc.addTransceiver('audio', { direction: 'sendrecv' });
      this.sender = transceiver.sender;
      if (this.microphone) await this.sender.replaceTrack(this.microphone);
      pc.ontrack = ({ track, streams }) => {
        this.events.stream(streams[0] ?? new MediaStream([track]));
      };
      pc.onicecandidate = ({ candidate }) => {
        const sent = candidate ? handle.trickle(candidate.toJSON()) : handle.trickleComplete();
        void sent.catch(() => undefined);
      };
      await pc.setLocalDescription();
      const offer = pc.localDescription;
      if (!offer) throw new Error('no local offer');
      const { jsep } = await handle.configure({ jsep: { type: offer.type, sdp: offer.sdp } });
      if (!jsep) throw new Error('Janus answered without a session description');
      if (this.closed) return void this.close();
      await pc.setRemoteDescription(jsep);
    } catch (error) {
      if (this.closed) return;
      this.events.failed(error);
      this.close();
    }
  }

  /** The track a speaker sends (null: listening, or muted by leaving the track off). */
  setMicrophone(track: MediaStreamTrack | null) {
    this.microphone = track;
    void this.sender?.replaceTrack(track).catch(() => undefined);
  }

  close() {
    const first = !this.closed;
    this.closed = true;
    if (this.pc) {
      this.pc.ontrack = null;
      this.pc.onicecandidate = null;
      this.pc.close();
      this.pc = null;
      if (first) this.events.stream(null);
    }
    this.sender = null;
    const handle = this.handle;
    const connection = this.connection;
    this.handle = null;
    this.connection = null;
    // Leaving the bridge, then the connection; a Janus that is gone already is no error here.
    void (async () => {
      await handle?.leave().catch(() => undefined);
      await handle?.detach().catch(() => undefined);
      await connection?.close().catch(() => undefined);
    })();
  }
}
