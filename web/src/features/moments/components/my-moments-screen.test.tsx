import { ZMomentsResponse, ZSuccess, type TMoment } from '@chingu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequests, http, respond, server, signedInStore } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeMoment, ME_ID, MOMENT_ID } from '../testing/fixtures';
import { MyMomentsScreen } from './my-moments-screen';

const LIST = `/api/v1/moments/user/${ME_ID}`;
const listIs = (moments: TMoment[]) => () =>
  respond(ZMomentsResponse, { success: true, count: moments.length, data: moments });
const mine = makeMoment({
  user: { _id: ME_ID, name: 'Minji Kim', imageUrls: [] },
  likedUsers: [ME_ID],
  isLiked: true,
});

describe('MyMomentsScreen', () => {
  it("lists the member's own moments with initials, counts and an edit link", async () => {
    server.use(http.get(LIST, listIs([mine])));
    renderWithProviders(<MyMomentsScreen />, { store: signedInStore() });
    const card = await screen.findByTestId('my-moment-card');
    // The drawn avatar paints the initials (CSS), so they are an attribute, not text.
    expect(card.querySelector('[data-initials="MK"]')).toBeInTheDocument();
    expect(within(card).getByText('5m ago')).toBeInTheDocument();
    expect(within(card).getByTestId('liked')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Hangang picnic' })).toHaveAttribute(
      'href',
      `/edit-moment/${MOMENT_ID}`,
    );
    expect(new URL(apiRequests[0]!.url).pathname).toBe(LIST);
  });

  it('deletes only after the confirmation, with DELETE, and the moment disappears', async () => {
    const user = userEvent.setup();
    let list = [mine];
    server.use(
      http.delete(`/api/v1/moments/${MOMENT_ID}`, () => {
        list = [];
        return respond(ZSuccess, { success: true });
      }),
      http.get(LIST, () => listIs(list)()),
    );
    renderWithProviders(<MyMomentsScreen />, { store: signedInStore() });
    const card = await screen.findByTestId('my-moment-card');
    await user.click(within(card).getByRole('button', { name: 'Delete Hangang picnic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this moment?' });
    expect(apiRequests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Moment deleted')).toBeInTheDocument();
    const del = apiRequests.find((r) => r.method === 'DELETE');
    expect(new URL(del!.url).pathname).toBe(`/api/v1/moments/${MOMENT_ID}`);
    expect(await screen.findByText("You haven't shared any moments yet")).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    server.use(http.get(LIST, listIs([mine])));
    renderWithProviders(<MyMomentsScreen />, { store: signedInStore() });
    const card = await screen.findByTestId('my-moment-card');
    await user.click(within(card).getByRole('button', { name: 'Delete Hangang picnic' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiRequests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('shows the empty state with a button to /create-moment', async () => {
    server.use(http.get(LIST, listIs([])));
    renderWithProviders(<MyMomentsScreen />, { store: signedInStore() });
    expect(await screen.findByText("You haven't shared any moments yet")).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Create moment' })) {
      expect(link).toHaveAttribute('href', '/create-moment');
    }
  });
});
