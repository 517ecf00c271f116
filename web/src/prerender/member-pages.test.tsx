import {
  ZConversationsResponse,
  ZFeaturesResponse,
  ZMomentsResponse,
  ZNotebookResponse,
  ZRoomsResponse,
  ZStoriesFeedResponse,
  ZStreakResponse,
  ZSuggestionsResponse,
  ZUnreadCountResponse,
} from '@chingu/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMemberHome } from '@/app/routes/landing';
import {
  makeConversationRow,
  makeHomeMoment,
  makeSuggestion,
} from '@/features/home/testing/fixtures';
import { makeMoment } from '@/features/moments/testing/fixtures';
import { initI18nWithResources } from '@/lib/i18n';
import {
  apiRequests,
  http,
  makeOwnMember,
  requestsTo,
  respond,
  server,
  signedInStore,
} from '@/testing/api';
import { resources } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { EVERY_MEMBER_PAGE_API, FIRST_PAGES } from '../../vite-route-hints';
import { memberPageApi, seedMemberPage } from './member-pages';

const me = makeOwnMember();

/** A member's answers to the home's first requests, each as the contract has it. */
function homeAnswers() {
  const [unread, stories, streak, notebook, rooms, suggestions, helpWanted, conversations, recent] =
    memberPageApi('/', me._id);
  return {
    [unread!]: ZUnreadCountResponse.parse({
      success: true,
      data: { notifications: 2, conversations: 1, requests: 0 },
    }),
    [stories!]: ZStoriesFeedResponse.parse({ success: true, count: 0, data: [] }),
    [streak!]: ZStreakResponse.parse({
      success: true,
      data: { current: 6, longest: 9, today: true, freezes: 1 },
    }),
    [notebook!]: ZNotebookResponse.parse({ success: true, count: 0, dueCount: 0, data: [] }),
    [rooms!]: ZRoomsResponse.parse({ success: true, count: 0, data: [] }),
    [suggestions!]: ZSuggestionsResponse.parse({ success: true, data: [makeSuggestion()] }),
    [helpWanted!]: ZMomentsResponse.parse({ success: true, count: 0, data: [] }),
    [conversations!]: ZConversationsResponse.parse({
      success: true,
      count: 1,
      data: [makeConversationRow({ unreadCount: 2 })],
      nextCursor: null,
    }),
    [recent!]: ZMomentsResponse.parse({
      success: true,
      count: 1,
      data: [makeHomeMoment({ title: 'Kimchi at last' })],
    }),
  };
}

describe("a member's home rendered by the server (decision 056)", () => {
  it.each(['/', '/moments', '/chat'])(
    '%s is built from the requests route-hints.js sends for a member, in their order',
    (path) => {
      const page = FIRST_PAGES.find((first) => first.paths.includes(path))!;
      const hinted = [...EVERY_MEMBER_PAGE_API, ...page.member!.api].map((url) =>
        url.replace('{me}', encodeURIComponent(me._id)),
      );
      expect(memberPageApi(path, me._id)).toEqual(hinted);
    },
  );

  it('is whole in the first render from its answers: the app asks for none again but the streak', async () => {
    const streakPath = `/api/v1/auth/users/${me._id}/streak`;
    server.use(
      http.get(streakPath, () =>
        respond(ZStreakResponse, {
          success: true,
          data: { current: 6, longest: 9, today: true, freezes: 1 },
        }),
      ),
    );
    const store = signedInStore(me);
    seedMemberPage(store, '/', me._id, homeAnswers());
    // The home loads its texts with its code, through the app's i18next (the server's render
    // has them all, as here).
    await initI18nWithResources(resources);
    const { HomeScreen } = await loadMemberHome();
    renderWithProviders(<HomeScreen />, { store });
    // In the first render, not after an answer: no request was needed for it.
    expect(screen.getByTestId('streak-today')).toHaveTextContent('Today counts');
    expect(screen.getByText('6-day streak')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Carlos Ruiz' })).toBeInTheDocument();
    expect(screen.getByText('Kimchi at last')).toBeInTheDocument();
    // The streak card asks afresh on every mount (its day may have turned); the other sections,
    // mounted in the same commit, would have asked by then: none did.
    await waitFor(() => expect(requestsTo('GET', streakPath)).toHaveLength(1));
    expect(apiRequests.map((r) => new URL(r.url).pathname)).toEqual([streakPath]);
  });
});

describe("a member's moments feed rendered by the server (decision 056)", () => {
  it('is whole in the first render from its answers, with their likes: the app asks for none again', async () => {
    const [unread, stories, feed, features] = memberPageApi('/moments', me._id);
    const answers = {
      [unread!]: ZUnreadCountResponse.parse({
        success: true,
        data: { notifications: 0, conversations: 0, requests: 0 },
      }),
      [stories!]: ZStoriesFeedResponse.parse({ success: true, count: 0, data: [] }),
      [feed!]: ZMomentsResponse.parse({
        success: true,
        count: 1,
        data: [makeMoment({ title: 'Liked by me', isLiked: true, likeCount: 3 })],
      }),
      [features!]: ZFeaturesResponse.parse({
        success: true,
        data: {
          translation: true,
          push: false,
          turn: false,
          rooms: { mode: 'mesh', maxListeners: 8 },
        },
      }),
    };
    const store = signedInStore(me);
    seedMemberPage(store, '/moments', me._id, answers);
    await initI18nWithResources(resources);
    const { default: MomentsRoute } = await import('@/app/routes/moments/moments');
    renderWithProviders(<MomentsRoute />, { store, route: '/moments' });
    // In the first render: the member's own like, and Translate (the server has a translator).
    expect(screen.getByText('Liked by me')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Remove like/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Translate/ })).toBeInTheDocument();
    // Mounted and its effects run: a query it had to ask for would be pending now.
    const queries = Object.entries(store.getState().api.queries);
    expect(queries.filter(([, query]) => query?.status !== 'fulfilled')).toEqual([]);
    expect(apiRequests).toEqual([]);
  });
});
