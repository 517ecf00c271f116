import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaStream, stubPeerConnection } from '../testing/fake-media';
import { CallPeer } from './call-peer';

afterEach(() => vi.unstubAllGlobals());

function peerOf(polite: boolean) {
  const connections = stubPeerConnection();
  const signal = vi.fn();
  const peer = new CallPeer([], polite, new FakeMediaStream([]) as unknown as MediaStream, {
    signal,
    remoteStream: vi.fn(),
    state: vi.fn(),
  });
  const pc = connections.at(-1)!;
  const negotiationNeeded = () =>
    pc.onnegotiationneeded?.call(pc as unknown as RTCPeerConnection, new Event('x'));
  return { peer, pc, signal, negotiationNeeded };
}

describe('CallPeer negotiation', () => {
  it('the caller offers as soon as its tracks are added', async () => {
    const { signal, negotiationNeeded } = peerOf(false);
    negotiationNeeded();
    await vi.waitFor(() => expect(signal).toHaveBeenCalledWith({ type: 'offer', sdp: 'fake-sdp' }));
  });

  it("the callee waits for the caller's offer, then answers it and may renegotiate later", async () => {
    const { peer, pc, signal, negotiationNeeded } = peerOf(true);
    negotiationNeeded();
    await Promise.resolve();
    expect(pc.setLocalDescription).not.toHaveBeenCalled();
    expect(signal).not.toHaveBeenCalled();

    await peer.receive({ type: 'offer', sdp: 'caller-sdp' });
    expect(pc.setRemoteDescription).toHaveBeenCalledWith({ type: 'offer', sdp: 'caller-sdp' });
    expect(signal).toHaveBeenCalledTimes(1);

    // An ICE restart later is the callee's to start as well.
    negotiationNeeded();
    await vi.waitFor(() => expect(signal).toHaveBeenCalledTimes(2));
  });
});
