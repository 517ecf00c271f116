import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pngFile } from '@/testing/files';
import { mine, openConversation, restoreChatTestGlobals } from '../../testing/conversation';
import { stubUploads, uploadAnswer } from '../../testing/fake-xhr';
import { makeMessage, PARTNER_ID } from '../../testing/fixtures';

afterEach(restoreChatTestGlobals);

const A1 = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const A2 = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002';

const picker = () => screen.getByTestId('attachment-input') as HTMLInputElement;
const previews = () => screen.queryAllByTestId('attachment-preview');

describe('Photos in chat', () => {
  it('previews two photos, uploads both with progress and sends them with a caption', async () => {
    const uploads = stubUploads();
    const { socket } = await openConversation();
    await userEvent.upload(picker(), [pngFile('one.png'), pngFile('two.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(screen.getByText('2 of 4 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 to send' })).toBeInTheDocument();
    // Send works without text once photos wait; the microphone gives way to it.
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Seoul!{Enter}');
    expect(previews()).toHaveLength(0);
    // The pending bubble shows both photos and the upload's progress.
    const bubble = (await screen.findByText('Seoul!')).closest('[data-testid="message"]')!;
    expect(within(bubble as HTMLElement).getAllByTestId('message-photo')).toHaveLength(2);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/v1/messages/attachments');
    expect(uploads[0]!.headers.authorization).toBe('Bearer test-token');
    expect((uploads[0]!.form.get('file') as File).name).toBe('one.png');
    act(() => uploads[0]!.progress(50, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uploading 25%' })).toBeInTheDocument();
    act(() => uploads[0]!.respond(uploadAnswer(A1)));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);
    act(() => uploads[1]!.respond(uploadAnswer(A2)));

    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));
    const [payload] = socket.emitsOf('sendMessage')[0]!;
    expect(payload).toMatchObject({
      receiver: PARTNER_ID,
      message: 'Seoul!',
      attachmentIds: [A1, A2],
    });

    const stored = makeMessage({
      kind: 'image',
      message: 'Seoul!',
      clientId: payload.clientId ?? null,
      sender: mine,
      receiver: PARTNER_ID,
      attachments: [
        { _id: A1, url: '/signed/1', mime: 'image/png' },
        { _id: A2, url: '/signed/2', mime: 'image/png' },
      ],
    });
    act(() => socket.acknowledge('sendMessage', { status: 'success', message: stored }));
    expect(await screen.findByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    const photos = screen.getAllByTestId('message-photo');
    expect(photos.map((p) => p.getAttribute('src'))).toEqual(['/signed/1', '/signed/2']);

    // A click opens the photos full size; arrows step, Escape closes.
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute(
      'src',
      '/signed/1',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends photos without a caption: no message field', async () => {
    stubUploads((_form, index) => uploadAnswer(index === 0 ? A1 : A2));
    const { socket } = await openConversation();
    await userEvent.upload(picker(), [pngFile('one.png')]);
    await waitFor(() => expect(previews()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));
    const [payload] = socket.emitsOf('sendMessage')[0]!;
    expect(payload.attachmentIds).toEqual([A1]);
    expect(payload).not.toHaveProperty('message');
  });

  it('marks the message as not sent when an upload fails; Retry uploads what is missing', async () => {
    let refuse = true;
    const uploads = stubUploads((_form, index) =>
      refuse && index === 1
        ? { status: 413, body: { success: false, error: 'Too large', code: 'imageTooLarge' } }
        : uploadAnswer(index === 0 ? A1 : A2),
    );
    const { socket } = await openConversation();
    await userEvent.upload(picker(), [pngFile('one.png'), pngFile('two.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('img', { name: 'Not sent' })).toBeInTheDocument();
    expect(await screen.findByText('Each image must be at most 5 MB')).toBeInTheDocument();
    expect(socket.emitsOf('sendMessage')).toHaveLength(0);

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(socket.emitsOf('sendMessage')).toHaveLength(1));
    // The first photo was stored already: only the second went up again.
    expect(uploads).toHaveLength(3);
    expect(socket.emitsOf('sendMessage')[0]![0].attachmentIds).toEqual([A1, A2]);
  });

  it('removes a preview before sending', async () => {
    stubUploads();
    await openConversation();
    await userEvent.upload(picker(), [pngFile('one.png'), pngFile('two.png')]);
    await waitFor(() => expect(previews()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(previews()).toHaveLength(1);
  });

  it('refuses an oversized file and a non-image with a clear message, uploading nothing', async () => {
    const uploads = stubUploads();
    await openConversation();
    const big = pngFile('huge.png', 5 * 1024 * 1024 + 1);
    await userEvent.upload(picker(), [big]);
    expect(await screen.findByText('Each photo must be 5 MB or smaller')).toBeInTheDocument();
    // A document named like a picture is refused as well (the picker's filter is only a hint).
    const fake = new File(['%PDF-1.4'], 'notes.png', { type: 'image/png' });
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await userEvent.upload(picker(), [fake, pdf], { applyAccept: false });
    expect(
      await screen.findByText('Only JPEG, PNG, GIF or WebP images can be sent'),
    ).toBeInTheDocument();
    expect(previews()).toHaveLength(0);
    expect(uploads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('keeps at most four photos', async () => {
    stubUploads();
    await openConversation();
    const files = Array.from({ length: 5 }, (_, i) => pngFile(`p${i}.png`));
    await userEvent.upload(picker(), files);
    await waitFor(() => expect(previews()).toHaveLength(4));
    expect(
      await screen.findByText('You can send up to 4 photos in one message'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach photos' })).toBeDisabled();
  });
});
