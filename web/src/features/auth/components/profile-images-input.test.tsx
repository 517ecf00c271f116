import { LIMITS } from '@chingu/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pngFile } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { ProfileImagesInput } from './profile-images-input';

function Harness({ initial = [] as File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <>
      <ProfileImagesInput files={files} onChange={setFiles} />
      <output data-testid="names">{files.map((f) => f.name).join(',')}</output>
    </>
  );
}

const image = (name: string, bytes = 10) => pngFile(name, bytes);

function toasts() {
  return [...document.querySelectorAll('.mantine-Notifications-root')]
    .map((n) => n.textContent)
    .join(' ');
}

describe('ProfileImagesInput', () => {
  it('appends new picks to the existing list and removes one on demand', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    const input = () => screen.getByLabelText('Choose profile photos');

    await user.upload(input(), [image('a.png'), image('b.png')]);
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('a.png,b.png'));
    await user.upload(input(), image('c.png'));
    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent('a.png,b.png,c.png'));

    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByTestId('names')).toHaveTextContent(/^a\.png,c\.png$/);
  });

  it('refuses a file that claims to be an image but does not decode, naming it, when it is added', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    const renamed = new File(['%PDF-1.7 not a picture'], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose profile photos'), [renamed, image('ok.png')]);

    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent(/^ok\.png$/));
    await waitFor(() => expect(toasts()).toContain('scan.png: Please upload only image files'));
    expect(screen.queryByRole('button', { name: 'Remove scan.png' })).not.toBeInTheDocument();
  });

  it('rejects non-images and files over 5 MB with a message naming the file', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<Harness />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const big = image('huge.png', LIMITS.imageMaxBytes + 1);
    await user.upload(screen.getByLabelText('Choose profile photos'), [text, big, image('ok.png')]);

    await waitFor(() => expect(screen.getByTestId('names')).toHaveTextContent(/^ok\.png$/));
    await waitFor(() => {
      expect(toasts()).toContain('notes.txt: Please upload only image files');
      expect(toasts()).toContain('huge.png: Each image must be at most 5 MB');
    });
  });

  it('never holds more than ten photos', async () => {
    const user = userEvent.setup({ delay: null });
    const nine = Array.from({ length: 9 }, (_, i) => image(`p${i}.png`));
    renderWithProviders(<Harness initial={nine} />);
    await user.upload(screen.getByLabelText('Choose profile photos'), [
      image('x.png'),
      image('y.png'),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('names').textContent?.split(',')).toHaveLength(10),
    );
    expect(screen.getByTestId('names')).toHaveTextContent(/x\.png$/);
    await waitFor(() => expect(toasts()).toContain('You can only upload 1 more image.'));
    expect(screen.queryByLabelText('Choose profile photos')).not.toBeInTheDocument();
  });
});
