import { ZOwnUser, dataEnvelope } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiRequests, formsOf, http, respond, server } from '@/testing/api';
import { pngFile } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { ownUser } from '../testing/fixtures';
import { ManagePhotosDialog } from './manage-photos-dialog';

const png = (name: string) => pngFile(name);
const ZOwnUserResponse = dataEnvelope(ZOwnUser);
const PHOTOS = `/api/v1/auth/users/${ownUser._id}/photo`;
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/p${i}.webp`);

function renderDialog(existing: string[]) {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <ManagePhotosDialog opened onClose={onClose} userId={ownUser._id} photos={existing} />,
  );
  return { ...result, onClose };
}

const dropInput = () =>
  screen.getByLabelText<HTMLInputElement>('Drag images here or click to select files');

describe('ManagePhotosDialog', () => {
  it('refuses to save an empty gallery with nothing new', async () => {
    const { onClose } = renderDialog([]);
    expect(screen.getByTestId('remaining-slots')).toHaveTextContent('You can add 10 more image(s)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please upload at least one image')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(apiRequests).toHaveLength(0);
  });

  it('cuts off files beyond the remaining slots with a warning', async () => {
    renderDialog(photos(8));
    expect(screen.getAllByTestId('current-photo')).toHaveLength(8);
    await userEvent.upload(dropInput(), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);

    expect(await screen.findByText('You can only upload 2 more image(s).')).toBeInTheDocument();
    expect(screen.getAllByTestId('new-photo')).toHaveLength(2);
    expect(screen.getByTestId('remaining-slots')).toHaveTextContent(/gallery is full/);
  });

  it('shows long file names cut to 12 characters plus "..." and removes a new file', async () => {
    renderDialog(photos(1));
    await userEvent.upload(dropInput(), [png('my-holiday-in-busan.png'), png('short.png')]);
    const names = await screen.findAllByTestId('new-photo-name');
    expect(names.map((n) => n.textContent)).toEqual(['my-holiday-i...', 'short.png']);
    expect(screen.getByTestId('remaining-slots')).toHaveTextContent('You can add 7 more image(s)');

    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(screen.getAllByTestId('new-photo')).toHaveLength(1);
    expect(await screen.findByText('Image removed from the selection')).toBeInTheDocument();
  });

  it('uploads the new files as repeated "file" parts and closes on success', async () => {
    server.use(
      http.put(PHOTOS, () =>
        respond(ZOwnUserResponse, {
          success: true,
          data: { ...ownUser, imageUrls: [...photos(1), '/uploads/n.webp'] },
        }),
      ),
    );
    const { onClose } = renderDialog(photos(1));
    await userEvent.upload(dropInput(), [png('new.png')]);
    await screen.findByTestId('new-photo');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Your photos have been updated')).toBeInTheDocument();
    expect(apiRequests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `PUT ${PHOTOS}`,
    ]);
    const [form] = await formsOf('PUT', PHOTOS);
    expect(form?.getAll('file').map((f) => (f as File).name)).toEqual(['new.png']);
  });

  it('shows the failure toast with the server error text', async () => {
    server.use(http.put(PHOTOS, () => apiError(400, 'Maximum 10 images allowed', 'tooManyImages')));
    renderDialog(photos(1));
    await userEvent.upload(dropInput(), [png('new.png')]);
    await screen.findByTestId('new-photo');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile image')).toBeInTheDocument();
    expect(screen.getByText('Maximum 10 images allowed')).toBeInTheDocument();
  });

  it('deletes a current photo by its index', async () => {
    server.use(
      http.delete(`${PHOTOS}/:index`, () =>
        respond(ZOwnUserResponse, {
          success: true,
          data: { ...ownUser, imageUrls: ['/uploads/p0.webp'] },
        }),
      ),
    );
    renderDialog(photos(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    expect(apiRequests[0]?.method).toBe('DELETE');
    expect(new URL(apiRequests[0]!.url).pathname).toBe(`${PHOTOS}/1`);
  });

  it("names each photo's Replace button by its number and replaces that photo", async () => {
    server.use(
      http.put(`${PHOTOS}/:index`, () =>
        respond(ZOwnUserResponse, {
          success: true,
          data: { ...ownUser, imageUrls: ['/uploads/p0.webp', '/uploads/r.webp'] },
        }),
      ),
    );
    renderDialog(photos(2));
    const replace = screen.getByRole('button', { name: 'Replace photo 2' });
    expect(replace).toHaveTextContent('Replace photo');
    // The FileButton's hidden input belongs to the button just before it in the card.
    const input = screen.getAllByTestId('current-photo')[1]!.querySelector('input[type=file]');
    await userEvent.upload(input as HTMLInputElement, png('new.png'));
    expect(await screen.findByText('Photo replaced')).toBeInTheDocument();
    expect(new URL(apiRequests[0]!.url).pathname).toBe(`${PHOTOS}/1`);
  });
});
