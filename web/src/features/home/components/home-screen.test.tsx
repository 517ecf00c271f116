import { ZFollowResponse, ZSuggestionsResponse } from '@chingu/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('asks natives to help: correct-me moments in my language, each opening its correction editor', async () => {
    stubHome({
      helpWanted: [
        makeHomeMoment({ description: '저는 학교에 갔다요', correctMe: true, title: '' }),
      ],
    });
    render();
    const help = within(
      await screen.findByRole('region', { name: 'Help someone learn your language' }),
    );
    expect(await help.findByText('저는 학교에 갔다요')).toBeInTheDocument();
    expect(
      help.getByText('They asked native speakers of Korean to correct them.'),
    ).toBeInTheDocument();
    const correct = help.getByRole('link', { name: 'Correct Carlos Ruiz’s moment' });
    expect(correct.getAttribute('href')).toMatch(/^\/moment\/[\w-]+\?correct=1$/);
    expect(help.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/moments?correctMe=true&language=ko',
    );
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

  it('welcomes a member who has just registered, with the next steps, until they close it', async () => {
    stubHome();
    const newcomer = makeOwnMember({ name: 'Ana Lima', imageUrls: ['/default-avatar.png'] });
    const { router } = renderWithProviders(<HomeScreen />, { store: signedInStore(newcomer) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ana!');
    await act(() => router.navigate('/', { state: { welcome: true } }));

    const welcome = within(await screen.findByRole('region', { name: 'Welcome to Chingu, Ana!' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('Welcome back, Ana!')).toBeNull();
    expect(welcome.getByText('You are signed in. Three steps to your first conversation:'));
    const steps = welcome.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      '1. Find a partner',
      '2. Say hi',
      '3. Post a moment',
      '4. Add a photo',
    ]);
    expect(welcome.getByRole('link', { name: 'Browse members' })).toHaveAttribute(
      'href',
      '/communities',
    );
    expect(welcome.getByRole('link', { name: 'See partners for you' })).toHaveAttribute(
      'href',
      '#home-partners',
    );
    expect(welcome.getByRole('link', { name: 'Share a moment' })).toHaveAttribute(
      'href',
      '/create-moment',
    );
    expect(welcome.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');

    // "See partners for you" scrolls to them and keeps the welcome (no hash navigation).
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await userEvent.click(welcome.getByRole('link', { name: 'See partners for you' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'home-partners');
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('region', { name: 'Welcome to Chingu, Ana!' })).toBeInTheDocument();
    scrollIntoView.mockRestore();

    await userEvent.click(welcome.getByRole('button', { name: 'Close the welcome' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Chingu, Ana!' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ana!');
  });

  it('welcomes in Korean, without the photo step once there is a photo', async () => {
    stubHome();
    const newcomer = makeOwnMember({ name: 'Ana Lima', imageUrls: ['/uploads/ana.webp'] });
    const { router } = renderWithProviders(<HomeScreen />, {
      store: signedInStore(newcomer),
      language: 'ko',
    });
    await act(() => router.navigate('/', { state: { welcome: true } }));
    const welcome = within(
      await screen.findByRole('region', { name: 'Chingu에 오신 걸 환영해요, Ana님!' }),
    );
    expect(welcome.getAllByRole('listitem')).toHaveLength(3);
    expect(welcome.queryByRole('link', { name: '사진 추가하기' })).toBeNull();
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
