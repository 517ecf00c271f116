import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { VoicePlayer } from './voice-player';

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom plays nothing: play/pause fire their events, currentTime is a plain property. */
function fakeMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    fireEvent.play(this);
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    fireEvent.pause(this);
  });
  return { play, pause };
}

function audioOf(container: HTMLElement) {
  const audio = container.querySelector('audio')!;
  let time = 0;
  Object.defineProperty(audio, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  Object.defineProperty(audio, 'paused', { configurable: true, get: () => !playing });
  let playing = false;
  audio.addEventListener('play', () => (playing = true));
  audio.addEventListener('pause', () => (playing = false));
  return audio;
}

const clip = {
  url: '/api/v1/messages/attachments/x?expires=1&signature=s',
  durationMs: 12_000,
  waveform: Array.from({ length: 64 }, (_, i) => (i % 8) / 8),
};

describe('VoicePlayer', () => {
  it('shows the duration, then the position while playing and after seeking', async () => {
    const { play, pause } = fakeMedia();
    const { container } = renderWithProviders(<VoicePlayer clip={clip} />);
    const audio = audioOf(container);
    expect(audio).toHaveAttribute('src', clip.url);
    expect(screen.getByTestId('voice-time')).toHaveTextContent('0:12');
    const slider = screen.getByRole('slider', { name: 'Voice message position' });
    expect(slider).toHaveAttribute('aria-valuemax', '12');
    expect(slider).toHaveAttribute('aria-valuenow', '0');

    await userEvent.click(screen.getByRole('button', { name: 'Play voice message' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause voice message' })).toBeInTheDocument();

    audio.currentTime = 3;
    fireEvent.timeUpdate(audio);
    expect(screen.getByTestId('voice-time')).toHaveTextContent('0:03 / 0:12');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(slider).toHaveAttribute('aria-valuetext', '0:03 of 0:12');
    // A quarter of the clip played: a quarter of the bars are filled.
    expect(container.querySelectorAll('[data-played]')).toHaveLength(16);

    // Clicking the middle of the waveform seeks to the middle.
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      width: 200,
      top: 0,
      height: 32,
      right: 300,
      bottom: 32,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(slider, { clientX: 200 });
    expect(audio.currentTime).toBe(6);
    expect(screen.getByTestId('voice-time')).toHaveTextContent('0:06 / 0:12');
    expect(container.querySelectorAll('[data-played]')).toHaveLength(32);

    // Arrow keys move by five seconds.
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(audio.currentTime).toBe(11);

    await userEvent.click(screen.getByRole('button', { name: 'Pause voice message' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
    fireEvent.ended(audio);
    expect(screen.getByTestId('voice-time')).toHaveTextContent('0:12');
  });

  it('takes the duration from the media when the clip has none', () => {
    const { container } = renderWithProviders(
      <VoicePlayer clip={{ url: '/a.webm', durationMs: undefined, waveform: undefined }} />,
    );
    const audio = container.querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 7.5 });
    fireEvent.loadedMetadata(audio);
    expect(screen.getByTestId('voice-time')).toHaveTextContent('0:07');
  });
});
