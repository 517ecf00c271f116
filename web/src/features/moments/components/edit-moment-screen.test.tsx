import { ZMomentResponse, type TMoment } from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { stubObjectUrls } from '@/testing/files';
import { renderWithProviders } from '@/testing/render';
import { makeMoment, ME_ID, MOMENT_ID, png } from '../testing/fixtures';
import { EditMomentScreen } from './edit-moment-screen';

const PATH = '/edit-moment/:id';
const ROUTE = `/edit-moment/${MOMENT_ID}`;
const MOMENT_URL = `/api/v1/moments/${MOMENT_ID}`;
const mine = () =>
  makeMoment({
    user: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
    imageUrls: ['/uploads/m1.webp', '/uploads/m2.webp'],
  });

const momentIs = (moment: TMoment) => () =>
  respond(ZMomentResponse, { success: true, data: moment });

beforeEach(stubObjectUrls);

describe('EditMomentScreen', () => {
  it('sends a member who is not the owner to /moments with the notAuthorized toast', async () => {
    server.use(http.get(MOMENT_URL, momentIs(makeMoment())));
    const { router } = renderWithProviders(<EditMomentScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    expect(
      await screen.findByText('You are not authorized to edit this moment'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/moments'));
  });

  it('updates with the kept images, uploads the new one and goes to /my-moments', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(MOMENT_URL, momentIs(mine())),
      http.put(MOMENT_URL, momentIs(mine())),
      http.put(`${MOMENT_URL}/photo`, momentIs(mine())),
    );
    const { router } = renderWithProviders(<EditMomentScreen />, {
      route: ROUTE,
      path: PATH,
      store: signedInStore(),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Hangang picnic');
    await user.clear(title);
    await user.type(title, 'River picnic');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(
      screen.getByRole('button', { name: 'Add photos' }).parentElement!.querySelector('input')!,
      [png('new.png')],
    );
    expect(screen.getAllByTestId('image-preview')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Moment updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-moments'));
    const [put, upload] = apiRequests.filter((r) => r.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe(MOMENT_URL);
    expect(await put!.clone().json()).toEqual({
      title: 'River picnic',
      description: 'We practised Korean by the river.',
      existingImages: ['/uploads/m2.webp'],
    });
    expect(new URL(upload!.url).pathname).toBe(`${MOMENT_URL}/photo`);
  });

  it('disables Update while the title or description is empty', async () => {
    const user = userEvent.setup();
    server.use(http.get(MOMENT_URL, momentIs(mine())));
    renderWithProviders(<EditMomentScreen />, { route: ROUTE, path: PATH, store: signedInStore() });
    const description = await screen.findByRole('textbox', { name: /What's happening/ });
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.clear(description);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('hides the add tile at 10 images', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/p${i}.webp`);
    server.use(http.get(MOMENT_URL, momentIs({ ...mine(), imageUrls: ten })));
    renderWithProviders(<EditMomentScreen />, { route: ROUTE, path: PATH, store: signedInStore() });
    expect(await screen.findAllByTestId('image-preview')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });
});
