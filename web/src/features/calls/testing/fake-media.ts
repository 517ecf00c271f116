import { vi } from 'vitest';

/**
 * Minimal stand-ins for the browser's media and WebRTC objects, which jsdom lacks: enough for the
 * calls feature's screens. Real media and connections are covered by e2e/tests/calls.spec.ts.
 */
export class FakeTrack {
  enabled = true;
  readonly stop = vi.fn();
  constructor(readonly kind: 'audio' | 'video') {}
}

export class FakeMediaStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}

/** `navigator.mediaDevices.getUserMedia`: resolves with fake tracks, or fails with `error`. */
export function stubGetUserMedia(error?: { name: string }) {
  const streams: FakeMediaStream[] = [];
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    if (error) return Promise.reject(new DOMException('denied', error.name));
    const stream = new FakeMediaStream([
      new FakeTrack('audio'),
      ...(constraints.video ? [new FakeTrack('video')] : []),
    ]);
    streams.push(stream);
    return Promise.resolve(stream as unknown as MediaStream);
  });
  // jsdom has no mediaDevices: defined here, removed by `restoreMediaDevices`.
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  return { getUserMedia, streams };
}

export function restoreMediaDevices() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

type PeerHandlers = Pick<
  RTCPeerConnection,
  'onnegotiationneeded' | 'onicecandidate' | 'ontrack' | 'oniceconnectionstatechange'
>;

/** An RTCPeerConnection that negotiates nothing: tests drive its ICE state. */
export class FakePeerConnection implements PeerHandlers {
  static readonly instances: FakePeerConnection[] = [];
  onnegotiationneeded: RTCPeerConnection['onnegotiationneeded'] = null;
  onicecandidate: RTCPeerConnection['onicecandidate'] = null;
  ontrack: RTCPeerConnection['ontrack'] = null;
  oniceconnectionstatechange: RTCPeerConnection['oniceconnectionstatechange'] = null;
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly addTrack = vi.fn();
  readonly restartIce = vi.fn();
  readonly close = vi.fn();
  readonly addIceCandidate = vi.fn(() => Promise.resolve());

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  setLocalDescription = vi.fn(() => {
    this.localDescription = { type: 'offer', sdp: 'fake-sdp' };
    return Promise.resolve();
  });

  setRemoteDescription = vi.fn((description: RTCSessionDescriptionInit) => {
    this.remoteDescription = description;
    return Promise.resolve();
  });

  /** The ICE agent reports `state`. */
  iceState(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.call(this as unknown as RTCPeerConnection, new Event('x'));
  }
}

export function stubPeerConnection() {
  FakePeerConnection.instances.length = 0;
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  return FakePeerConnection.instances;
}

/** A Web Audio context that records the ring tone's oscillators. */
export class FakeAudioContext {
  static readonly instances: FakeAudioContext[] = [];
  readonly currentTime = 0;
  readonly destination = {};
  state: AudioContextState = 'running';
  readonly started: number[] = [];
  readonly close = vi.fn(() => {
    this.state = 'closed';
    return Promise.resolve();
  });
  readonly resume = vi.fn(() => Promise.resolve());

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  createGain() {
    const param = { value: 1, setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() };
    return { gain: param, connect: vi.fn(), disconnect: vi.fn() };
  }

  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: vi.fn(),
      start: (at: number) => this.started.push(at),
      stop: vi.fn(),
    };
  }
}

export function stubAudioContext() {
  FakeAudioContext.instances.length = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return FakeAudioContext.instances;
}
