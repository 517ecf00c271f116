import { ZIceServersResponse } from '@chingu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRequested } from '@/stores/call-requests';
import { http, makePublicUser, respond, server, signedInStore } from '@/testing/api';
import { installFakeSessionSocket, type FakeSessionSocket } from '@/testing/fake-session-socket';
import { renderWithProviders } from '@/testing/render';
import {
  restoreMediaDevices,
  stubAudioContext,
  stubGetUserMedia,
  stubPeerConnection,
} from '../testing/fake-media';
import CallHost from './call-host';
import { ENDED_AUTO_CLOSE_MS } from './call-outcome';

const caller = { ...makePublicUser({ name: 'Carlos Ruiz' }), imageUrls: [] };
const CALL_ID = '6f1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f';

let socket: FakeSessionSocket;

beforeEach(() => {
  socket = installFakeSessionSocket();
  server.use(
    http.get('/api/v1/calls/ice-servers', () =>
      respond(ZIceServersResponse, { success: true, data: [{ urls: 'stun:stun.example.org' }] }),
    ),
  );
});
afterEach(restoreMediaDevices);

function renderHost() {
  const store = signedInStore();
  return { ...renderWithProviders(<CallHost />, { store }), store };
}

function ring(media: 'audio' | 'video' = 'video') {
  act(() =>
    socket.serverSends('call:incoming', {
      callId: CALL_ID,
      from: { _id: caller._id, name: caller.name, imageUrls: [] },
      media,
      timer: null,
      ringSeconds: 30,
    }),
  );
}

describe('Incoming calls', () => {
  it('shows who calls and how, and rings until declined', async () => {
    const contexts = stubAudioContext();
    renderHost();
    ring('video');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    expect(within(dialog).getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.started.length).toBeGreaterThan(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(socket.emitsOf('call:decline')).toEqual([{ callId: CALL_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contexts[0]!.close).toHaveBeenCalled();
    expect(socket.emitsOf('call:accept')).toEqual([]);
  });

  it('accepts with camera and microphone, connects, times the call and hangs up', async () => {
    const media = stubGetUserMedia();
    const peers = stubPeerConnection();
    renderHost();
    ring('video');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept video call' }));

    await waitFor(() => expect(socket.emitsOf('call:accept')).toEqual([{ callId: CALL_ID }]));
    expect(media.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: expect.anything(), video: expect.anything() }),
    );
    const view = await screen.findByRole('dialog', { name: 'Video call · Carlos Ruiz' });
    expect(within(view).getByRole('status')).toHaveTextContent('Connecting…');

    act(() => socket.acknowledge('call:accept'));
    await waitFor(() => expect(peers).toHaveLength(1));
    expect(peers[0]!.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    act(() => peers[0]!.iceState('connected'));
    expect(await within(view).findByRole('timer', { name: 'Call duration' })).toHaveTextContent(
      '00:00',
    );

    await userEvent.click(within(view).getByRole('button', { name: 'Mute microphone' }));
    expect(media.streams[0]!.getAudioTracks()[0]!.enabled).toBe(false);
    expect(within(view).getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(view).getByRole('button', { name: 'Turn camera off' }));
    expect(media.streams[0]!.getVideoTracks()[0]!.enabled).toBe(false);

    await userEvent.click(within(view).getByRole('button', { name: 'Hang up' }));
    expect(socket.emitsOf('call:end')).toEqual([{ callId: CALL_ID }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const track of media.streams[0]!.getTracks()) expect(track.stop).toHaveBeenCalled();
    expect(peers[0]!.close).toHaveBeenCalled();
  });

  it('goes on over a reconnected socket, and says so when the call was lost meanwhile', async () => {
    stubGetUserMedia();
    const peers = stubPeerConnection();
    renderHost();
    ring('audio');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming voice call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept voice call' }));
    await waitFor(() => expect(socket.emitsOf('call:accept')).toHaveLength(1));
    act(() => socket.acknowledge('call:accept'));
    await waitFor(() => expect(peers).toHaveLength(1));
    act(() => peers[0]!.iceState('connected'));
    const view = await screen.findByRole('dialog', { name: 'Voice call · Carlos Ruiz' });
    await within(view).findByRole('timer', { name: 'Call duration' });

    // The network dropped and the socket is back: the call is taken over on the new socket.
    act(() => socket.serverSends('connect'));
    expect(socket.emitsOf('call:resume')).toEqual([{ callId: CALL_ID }]);
    act(() => socket.acknowledge('call:resume'));
    await waitFor(() => expect(peers[0]!.restartIce).toHaveBeenCalled());
    expect(within(view).getByRole('timer', { name: 'Call duration' })).toBeInTheDocument();

    // Back too late: the server ended the call meanwhile.
    act(() => socket.serverSends('connect'));
    act(() =>
      socket.acknowledge('call:resume', {
        status: 'error',
        error: 'Call not found',
        code: 'callNotFound',
      }),
    );
    expect(await screen.findByText('The connection was lost.')).toBeInTheDocument();
  });

  it('when the caller hangs up, shows how the call ended and closes by itself; goes full screen', async () => {
    stubGetUserMedia();
    const peers = stubPeerConnection();
    // A browser with the Fullscreen API (jsdom has none).
    const requestFullscreen = vi.fn(function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      this.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    try {
      renderHost();
      ring('video');
      const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Accept video call' }));
      const view = await screen.findByRole('dialog', { name: 'Video call · Carlos Ruiz' });
      act(() => socket.acknowledge('call:accept'));
      await waitFor(() => expect(peers).toHaveLength(1));
      act(() => peers[0]!.iceState('connected'));
      await within(view).findByRole('timer', { name: 'Call duration' });

      await userEvent.click(within(view).getByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      expect(requestFullscreen.mock.contexts[0]).toContainElement(
        within(view).getByTestId('call-stage'),
      );
      expect(
        await within(view).findByRole('button', { name: 'Exit full screen', pressed: true }),
      ).toBeInTheDocument();

      act(() => socket.serverSends('call:ended', { callId: CALL_ID, durationSeconds: 65 }));
      expect(await screen.findByText('Call ended · 1:05')).toBeInTheDocument();
      // Nobody presses Close: the ended state goes by itself after a few seconds.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
        timeout: ENDED_AUTO_CLOSE_MS + 3000,
      });
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });

  it('stops ringing when another tab answers or the caller gives up', async () => {
    const contexts = stubAudioContext();
    renderHost();
    ring();
    await screen.findByRole('dialog', { name: 'Incoming video call' });
    act(() => socket.serverSends('call:answered-elsewhere', { callId: CALL_ID }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contexts[0]!.close).toHaveBeenCalled();

    ring('audio');
    await screen.findByRole('dialog', { name: 'Incoming voice call' });
    act(() => socket.serverSends('call:cancelled', { callId: CALL_ID, reason: 'missed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contexts[1]!.close).toHaveBeenCalled();
    // Nothing was sent on the member's behalf.
    expect(socket.emitted).toEqual([]);
  });

  it('explains a refused microphone and can answer with voice only', async () => {
    const denied = stubGetUserMedia({ name: 'NotAllowedError' });
    renderHost();
    ring('video');
    const dialog = await screen.findByRole('dialog', { name: 'Incoming video call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept video call' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("isn't allowed to use your microphone or camera");
    expect(socket.emitsOf('call:accept')).toEqual([]);
    expect(denied.getUserMedia).toHaveBeenCalledTimes(1);

    restoreMediaDevices();
    const allowed = stubGetUserMedia();
    await userEvent.click(screen.getByRole('button', { name: 'Answer with voice only' }));
    await waitFor(() => expect(socket.emitsOf('call:accept')).toEqual([{ callId: CALL_ID }]));
    expect(allowed.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: false }));
  });
});

describe('Outgoing calls', () => {
  const partner = { _id: caller._id, name: 'Carlos Ruiz', imageUrls: [] };

  it('calls the member asked for, then says when they are offline', async () => {
    stubGetUserMedia();
    const { store } = renderHost();
    act(() => void store.dispatch(callRequested({ partner, media: 'audio' })));
    const view = await screen.findByRole('dialog', { name: 'Voice call · Carlos Ruiz' });
    await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(1));
    const [invite] = socket.emitsOf('call:invite');
    expect(invite).toMatchObject({ to: caller._id, media: 'audio' });
    expect(within(view).getByRole('status')).toHaveTextContent('Calling…');
    expect(store.getState().callRequests.pending).toBeNull();

    act(() =>
      socket.acknowledge('call:invite', {
        status: 'error',
        error: 'This member is offline',
        code: 'memberOffline',
      }),
    );
    expect(await within(view).findByText(/Carlos Ruiz is offline right now/)).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels a ringing call, and shows a declined or unanswered one', async () => {
    stubGetUserMedia();
    const { store } = renderHost();
    act(() => void store.dispatch(callRequested({ partner, media: 'video' })));
    const view = await screen.findByRole('dialog', { name: 'Video call · Carlos Ruiz' });
    await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(1));
    await userEvent.click(within(view).getByRole('button', { name: 'Cancel call' }));
    const first = socket.emitsOf('call:invite')[0]!.callId;
    expect(socket.emitsOf('call:cancel')).toEqual([{ callId: first }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => void store.dispatch(callRequested({ partner, media: 'video' })));
    await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(2));
    const second = socket.emitsOf('call:invite')[1]!.callId;
    act(() => socket.serverSends('call:declined', { callId: second }));
    expect(await screen.findByText('Carlos Ruiz declined the call.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    act(() => void store.dispatch(callRequested({ partner, media: 'audio' })));
    await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(3));
    const third = socket.emitsOf('call:invite')[2]!.callId;
    act(() => socket.serverSends('call:ended', { callId: third, durationSeconds: 0 }));
    expect(await screen.findByText("Carlos Ruiz didn't answer.")).toBeInTheDocument();
  });

  it('explains a missing camera and offers a voice call', async () => {
    stubGetUserMedia({ name: 'NotFoundError' });
    const { store } = renderHost();
    act(() => void store.dispatch(callRequested({ partner, media: 'video' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone or camera was found');
    expect(socket.emitsOf('call:invite')).toEqual([]);
    restoreMediaDevices();
    stubGetUserMedia();
    await userEvent.click(screen.getByRole('button', { name: 'Call with voice only' }));
    await waitFor(() =>
      expect(socket.emitsOf('call:invite')).toEqual([
        expect.objectContaining({ to: caller._id, media: 'audio' }),
      ]),
    );
  });
});

describe('The language timer (PRODUCT §9.2)', () => {
  const partner = { _id: caller._id, name: 'Carlos Ruiz', imageUrls: [] };
  const SESSION_ID = '7a1c2b7e-4a51-4c3e-9d0b-1a2b3c4d5e6f';

  it("a session's call: the server's timer, counted from the answer it stamped", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubGetUserMedia();
      stubPeerConnection();
      const { store } = renderHost();
      act(
        () =>
          void store.dispatch(callRequested({ partner, media: 'video', sessionId: SESSION_ID })),
      );
      const view = await screen.findByRole('dialog', { name: 'Video call · Carlos Ruiz' });
      await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(1));
      const [invite] = socket.emitsOf('call:invite');
      expect(invite).toMatchObject({ to: caller._id, media: 'video', sessionId: SESSION_ID });
      act(() =>
        socket.acknowledge('call:invite', {
          status: 'success',
          timer: { languages: ['en', 'ko'], switchAfterMs: 15_000, sessionId: SESSION_ID },
          ringSeconds: 30,
        }),
      );
      // The answer was stamped 5 s before the server sent it (this browser's clock is not asked).
      const acceptedAt = new Date(Date.now() + 3_600_000);
      act(() =>
        socket.serverSends('call:accepted', {
          callId: invite!.callId,
          acceptedAt: acceptedAt.toISOString(),
          now: new Date(acceptedAt.getTime() + 5_000).toISOString(),
        }),
      );
      const timer = await within(view).findByRole('group', { name: 'Language timer' });
      expect(timer).toHaveTextContent('Speak English');
      expect(timer).toHaveTextContent('Korean in 00:10');
      await act(() => vi.advanceTimersByTimeAsync(10_500));
      expect(timer).toHaveTextContent(/^Switch to Korean$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says why a session call cannot start now', async () => {
    stubGetUserMedia();
    const { store } = renderHost();
    act(
      () => void store.dispatch(callRequested({ partner, media: 'video', sessionId: SESSION_ID })),
    );
    await waitFor(() => expect(socket.emitsOf('call:invite')).toHaveLength(1));
    act(() =>
      socket.acknowledge('call:invite', {
        status: 'error',
        error: 'not open',
        code: 'sessionNotOpen',
      }),
    );
    expect(
      await screen.findByText(/can start from 10 minutes before it until its end/),
    ).toBeInTheDocument();
  });
});
