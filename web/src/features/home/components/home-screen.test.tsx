import { ZFollowResponse, ZSuggestionsResponse } from '@chingu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  http,
  makeOwnMember,
  OTHER_ID,
  requestsTo,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { makeConversationRow, makeHomeMoment, makeSuggestion, stubHome } from '../testing/fixtures';
import { HomeScreen } from './home-screen';

const me = makeOwnMember();
const render = (language: 'en' | 'ko' = 'en') =>
  renderWithProviders(<HomeScreen />, { store: signedInStore(me), language });
const section = (name: string) => screen.getByRole('region', { name });

describe('signed-in home', () => {
  it('suggests partners with their languages, why they match, Say hi and follow', async () => {
    stubHome();
    server.use(
      http.put(`/api/v1/auth/users/${me._id}/follow/${OTHER_ID}`, () =>
        respond(ZFollowResponse, {
          success: true,
          changed: true,
          message: 'Followed',
          data: { isFollowing: true, followersCount: 4 },
        }),
      ),
    );
    render();
    const card = await screen.findByRole('article', { name: 'Carlos Ruiz' });
    const partners = within(section('Partners for you'));
    expect(partners.getByRole('article', { name: 'Carlos Ruiz' })).toBe(card);
    expect(card).toHaveTextContent('Spanish → ');
    expect(card).toHaveTextContent('Perfect exchange: speaks Spanish, learns Korean');
    // One link to the member (the name, in the theme's text colour), not the avatar as well.
    const memberLinks = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === `/community/${OTHER_ID}`);
    expect(memberLinks).toHaveLength(1);
    expect(memberLinks[0]).toHaveTextContent('Carlos Ruiz');
    expect(memberLinks[0]).toHaveClass('mantine-Anchor-root');
    expect(memberLinks[0]?.getAttribute('style')).toContain('var(--mantine-color-text)');
    expect(within(card).getByRole('link', { name: 'Say hi to Carlos Ruiz' })).toHaveAttribute(
      'href',
      `/chat/${OTHER_ID}`,
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Follow Carlos Ruiz' }));
    expect(
      await within(card).findByRole('button', { name: 'Follow Carlos Ruiz', pressed: true }),
    ).toHaveTextContent('Following');
    expect(requestsTo('PUT', `/api/v1/auth/users/${me._id}/follow/${OTHER_ID}`)).toHaveLength(1);
  });

  it('lists only the conversations with unread messages, and recent moments', async () => {
    stubHome({
      conversations: [
        makeConversationRow({ unreadCount: 2, lastMessage: 'Hola Minji' }),
        makeConversationRow({
          _id: '55555555-5555-4555-8555-555555555555',
          name: 'Read Already',
          unreadCount: 0,
        }),
      ],
      moments: [makeHomeMoment()],
    });
    render();
    const unread = within(section('Unread conversations'));
    const row = await unread.findByRole('link', { name: /Carlos Ruiz/ });
    expect(row).toHaveAttribute('href', `/chat/${OTHER_ID}`);
    expect(row).toHaveTextContent('Hola Minji');
    expect(unread.getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(unread.queryByText('Read Already')).not.toBeInTheDocument();
    const moments = within(section('Recent moments from people you follow'));
    expect(await moments.findByRole('link', { name: /Hangang picnic/ })).toHaveAttribute(
      'href',
      '/moment/44444444-4444-4444-8444-444444444444',
    );
  });

  it('says so when there is no partner, no unread conversation and no moment', async () => {
    stubHome({ suggestions: [] });
    render();
    expect(await screen.findByText('No partner suggestions right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse members' })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
    expect(
      await screen.findByText('Nobody you follow has shared a moment yet'),
    ).toBeInTheDocument();
  });

  it('shows a failed section with a retry that loads it again', async () => {
    stubHome();
    let fail = true;
    server.use(
      http.get('/api/v1/auth/users/suggestions', () =>
        fail
          ? apiError(500, 'Internal Server Error')
          : respond(ZSuggestionsResponse, { success: true, data: [makeSuggestion()] }),
      ),
    );
    render();
    const partners = within(section('Partners for you'));
    expect(await partners.findByText('Could not load this part of your home.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(partners.getByRole('button', { name: 'Try again' }));
    expect(await partners.findByRole('article', { name: 'Carlos Ruiz' })).toBeInTheDocument();
  });

  it('shows the stories bar it is given above the partners', async () => {
    stubHome();
    renderWithProviders(<HomeScreen storiesBar={<section aria-label="Stories" />} />, {
      store: signedInStore(me),
    });
    const stories = screen.getByRole('region', { name: 'Stories' });
    const partners = await screen.findByRole('region', { name: 'Partners for you' });
    expect(
      stories.compareDocumentPosition(partners) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is in Korean', async () => {
    stubHome();
    render('ko');
    expect(await screen.findByRole('heading', { name: '추천 파트너' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Carlos Ruiz님에게 인사하기' }),
    ).toBeInTheDocument();
  });
});
