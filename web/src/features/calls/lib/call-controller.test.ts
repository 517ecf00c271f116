import { LIMITS } from '@chingu/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitWithAck, listenToSession, type AckOf } from '@/lib/session-socket';
import { installFakeSessionSocket, type FakeSessionSocket } from '@/testing/fake-session-socket';
import { FakeMediaStream, FakeTrack } from '../testing/fake-media';
import { CallController } from './call-controller';

const partner = { _id: '0b7f3b0e-5d2c-4e8a-9f61-2c3d4e5f6a7b', name: 'Carlos Ruiz', imageUrls: [] };
const CALL_ID = '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f';
/** The controller's own margin beyond the server's ring time. */
const MARGIN_MS = 5_000;

let socket: FakeSessionSocket;
let controller: CallController;
let stopListening: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  socket = installFakeSessionSocket();
  controller = new CallController({
    emit: emitWithAck,
    iceServers: () => Promise.resolve([]),
    getUserMedia: () =>
      Promise.resolve(new FakeMediaStream([new FakeTrack('audio')]) as unknown as MediaStream),
  });
  stopListening = listenToSession(socket, controller.socketListeners);
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

/** Lets the controller's awaits (media, acknowledgements) run, `ms` later. */
const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Starts a call and lets the invite go out; `ringSeconds` as the server's answer gives it. */
async function calling(ringSeconds?: number) {
  void controller.start(partner, 'audio');
  await after(0);
  expect(socket.emitsOf('call:invite')).toHaveLength(1);
  // Without `ringSeconds`: the answer of a server older than the field.
  const answer = { status: 'success', timer: null, ...(ringSeconds ? { ringSeconds } : {}) };
  socket.acknowledge('call:invite', answer as AckOf<'call:invite'>);
  await after(0);
  expect(controller.getState().phase).toBe('ringing-out');
}

describe('CallController ring time (the server announces it)', () => {
  it("the caller waits out a ring longer than the default, then gives up on the server's silence", async () => {
    await calling(60);
    // Past the default ring time and its margin: still calling, as the callee still rings.
    await after((LIMITS.callRingSeconds + 10) * 1000);
    expect(controller.getState().phase).toBe('ringing-out');
    await after(60_000 + MARGIN_MS - (LIMITS.callRingSeconds + 10) * 1000 - 100);
    expect(controller.getState().phase).toBe('ringing-out');
    expect(socket.emitsOf('call:cancel')).toEqual([]);

    await after(200);
    expect(controller.getState()).toMatchObject({ phase: 'ended', endReason: 'noAnswer' });
    const [invite] = socket.emitsOf('call:invite');
    expect(socket.emitsOf('call:cancel')).toEqual([{ callId: invite!.callId }]);
  });

  it('falls back to the default ring time with a server that announces none', async () => {
    await calling();
    await after(LIMITS.callRingSeconds * 1000 + MARGIN_MS - 100);
    expect(controller.getState().phase).toBe('ringing-out');
    await after(200);
    expect(controller.getState()).toMatchObject({ phase: 'ended', endReason: 'noAnswer' });
  });

  it('the callee rings for the announced time, then stops by itself', async () => {
    socket.serverSends('call:incoming', {
      callId: CALL_ID,
      from: partner,
      media: 'audio',
      timer: null,
      ringSeconds: 60,
    });
    expect(controller.getState().phase).toBe('ringing-in');
    await after(60_000 + MARGIN_MS - 100);
    expect(controller.getState()).toMatchObject({ phase: 'ringing-in', callId: CALL_ID });
    await after(200);
    expect(controller.getState().phase).toBe('idle');
    // Stopping to ring on its own sends nothing on the member's behalf.
    expect(socket.emitted).toEqual([]);
  });
});
