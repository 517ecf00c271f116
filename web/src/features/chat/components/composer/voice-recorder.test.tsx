import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { stubUploads, uploadAnswer } from '../../testing/fake-xhr';
import { PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const VOICE_ID = 'cccccccc-cccc-4ccc-8ccc-000000000001';

/** A microphone, MediaRecorder and Web Audio decoder as far as the recorder uses them. */
function stubMicrophone(getUserMedia: () => Promise<MediaStream>) {
  const stop = vi.fn();
  class FakeRecorder {
    static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(
      readonly stream: MediaStream,
      readonly options: { mimeType: string },
    ) {}
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['opus'], { type: this.options.mimeType }) });
      this.onstop?.();
    }
  }
  class FakeAudioContext {
    decodeAudioData() {
      const samples = Float32Array.from({ length: 6400 }, (_, i) => (i < 3200 ? 0.1 : 0.5));
      return Promise.resolve({
        duration: 2.5,
        numberOfChannels: 1,
        length: samples.length,
        getChannelData: () => samples,
      });
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
  return { stop };
}

const stream = () => ({ getTracks: () => [{ stop: () => {} }] }) as unknown as MediaStream;

const mic = () => screen.getByRole('button', { name: 'Record a voice message' });

/** A pointer event made when the member did it (`timeStamp`), whenever the page handles it. */
function madeAt<E extends Event>(event: E, timeStamp: number): E {
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  return event;
}
const pressAt = (timeStamp: number) => {
  const button = mic();
  fireEvent(
    button,
    madeAt(createEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 }), timeStamp),
  );
};
const releaseAt = (timeStamp: number) =>
  fireEvent(window, madeAt(createEvent.pointerUp(window), timeStamp));

describe('Voice messages', () => {
  it('tap to record, tap to send: uploads duration and waveform before the clip', async () => {
    stubMicrophone(() => Promise.resolve(stream()));
    const uploads = stubUploads(() => uploadAnswer(VOICE_ID, 'audio/webm'));
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { socket } = await openConversation();

    await userEvent.click(mic());
    expect(
      await screen.findByRole('group', { name: 'Recording voice message' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('recording-time')).toHaveTextContent('0:00');
    now += 2_600;
    await userEvent.click(screen.getByRole('button', { name: 'Send voice message' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const form = uploads[0]!.form;
    expect([...form.keys()]).toEqual(['durationMs', 'waveform', 'file']);
    expect(form.get('durationMs')).toBe('2500');
    const waveform = JSON.parse(String(form.get('waveform'))) as number[];
    expect(waveform).toHaveLength(64);
    expect(Math.max(...waveform)).toBe(1);
    expect((form.get('file') as File).type).toBe('audio/webm');

    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));
    expect(socket.emitsOf('sendMessage')[0]![0]).toMatchObject({
      receiver: PARTNER_ID,
      attachmentIds: [VOICE_ID],
    });
    // The pending bubble plays the local clip meanwhile.
    expect(await screen.findByTestId('voice-player')).toBeInTheDocument();
  });

  it('hold to record and let go to send; sliding away cancels', async () => {
    stubMicrophone(() => Promise.resolve(stream()));
    const uploads = stubUploads(() => uploadAnswer(VOICE_ID, 'audio/webm'));
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { socket } = await openConversation();

    pressAt(1_000);
    await screen.findByRole('group', { name: 'Recording voice message' });
    now += 1_500;
    releaseAt(2_500);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));

    pressAt(5_000);
    await screen.findByRole('group', { name: 'Recording voice message' });
    now += 1_500;
    fireEvent.pointerMove(window, { clientX: 10, clientY: -200 });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Recording voice message' })).toBeNull(),
    );
    releaseAt(6_500);
    expect(uploads).toHaveLength(1);
  });

  it('a quick tap stays a tap while the page is busy: the recording goes on', async () => {
    stubMicrophone(() => Promise.resolve(stream()));
    const uploads = stubUploads(() => uploadAnswer(VOICE_ID, 'audio/webm'));
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    await openConversation();

    // Pressed and released 100 ms apart, but the page only handled the release 1.5 s later.
    pressAt(1_000);
    await screen.findByRole('group', { name: 'Recording voice message' });
    now += 1_500;
    releaseAt(1_100);
    await act(() => Promise.resolve());
    expect(screen.getByRole('group', { name: 'Recording voice message' })).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('Escape cancels the recording: nothing is uploaded', async () => {
    stubMicrophone(() => Promise.resolve(stream()));
    const uploads = stubUploads();
    await openConversation();
    await userEvent.click(mic());
    await screen.findByRole('group', { name: 'Recording voice message' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Recording voice message' })).toBeNull(),
    );
    expect(mic()).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('says so when the microphone is not allowed or missing', async () => {
    const denied = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    stubMicrophone(denied);
    await openConversation();
    await userEvent.click(mic());
    expect(await screen.findByText(/Chingu may not use your microphone/)).toBeInTheDocument();

    stubMicrophone(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    await act(async () => {
      await userEvent.click(mic());
    });
    expect(await screen.findByText(/No microphone was found/)).toBeInTheDocument();
  });
});
