import type {
  TConversationsResponse,
  TFeaturesResponse,
  TMomentsResponse,
  TNotebookQuery,
  TNotebookResponse,
  TRoomsQuery,
  TRoomsResponse,
  TStoriesFeedResponse,
  TStreakResponse,
  TSuggestionsResponse,
  TUnreadCountResponse,
} from '@chingu/contract';
import {
  ALL_CONVERSATIONS,
  getConversationsApi,
  REQUEST_CONVERSATIONS,
  type ConversationsArg,
} from '@/features/chat/api/get-conversations';
import { getHelpWantedApi, HELP_WANTED_SHOWN } from '@/features/home/api/get-help-wanted';
import { getRecentMomentsApi, RECENT_MOMENTS_SHOWN } from '@/features/home/api/get-recent-moments';
import { getSuggestionsApi, SUGGESTIONS_SHOWN } from '@/features/home/api/get-suggestions';
import { getUnreadConversationsApi } from '@/features/home/api/get-unread-conversations';
import { getMomentsApi } from '@/features/moments/api/get-moments';
import { getNotebookApi } from '@/features/notebook/api/get-notebook';
import { getUnreadCountApi } from '@/features/notifications/api/get-unread-count';
import { getRoomsApi } from '@/features/rooms/api/get-rooms';
import { getStoriesFeedApi } from '@/features/stories/api/get-stories-feed';
import { getStreakApi } from '@/features/streak/api/get-streak';
import { languageToolsApi } from '@/lib/language-tools-api';
import type { AppStore } from '@/stores/store';
import { FIRST_FEED_PAGE, FIRST_FEED_PAGE_URL } from './visitor-pages';

/**
 * The member pages the server renders on a first request (docs/decisions/056): each with the
 * queries its first screen makes, the URL RTK Query requests for each, and how its answer goes
 * into the store as if the query had just run. The same requests are in the page's row of
 * web/vite-route-hints.ts (a unit test keeps the two equal).
 */
type FirstRequest = {
  url: string;
  /** The store action that holds `answer` (the API's JSON) as the query's result. */
  put: (answer: unknown) => Parameters<AppStore['dispatch']>[0];
};

const dueCards: TNotebookQuery = { due: 'true', limit: 1 };
const liveRooms: TRoomsQuery = { status: 'live', limit: 1 };

const unreadCount: FirstRequest = {
  url: '/api/v1/notifications/unread-count',
  put: (answer) =>
    getUnreadCountApi.util.upsertQueryEntries([
      { endpointName: 'getUnreadCount', arg: undefined, value: answer as TUnreadCountResponse },
    ]),
};
const storiesFeed: FirstRequest = {
  url: '/api/v1/stories/feed',
  put: (answer) =>
    getStoriesFeedApi.util.upsertQueryEntries([
      { endpointName: 'getStoriesFeed', arg: undefined, value: answer as TStoriesFeedResponse },
    ]),
};
const streakOf = (me: string): FirstRequest => ({
  url: `/api/v1/auth/users/${encodeURIComponent(me)}/streak`,
  put: (answer) =>
    getStreakApi.util.upsertQueryEntries([
      { endpointName: 'getStreak', arg: me, value: answer as TStreakResponse },
    ]),
});
const dueCardsCount: FirstRequest = {
  url: '/api/v1/notebook?page=1&due=true&limit=1',
  put: (answer) =>
    getNotebookApi.util.upsertQueryEntries([
      { endpointName: 'getNotebook', arg: dueCards, value: answer as TNotebookResponse },
    ]),
};
const liveRoom: FirstRequest = {
  url: '/api/v1/rooms?page=1&status=live&limit=1',
  put: (answer) =>
    getRoomsApi.util.upsertQueryEntries([
      { endpointName: 'getRooms', arg: liveRooms, value: answer as TRoomsResponse },
    ]),
};
const suggestions: FirstRequest = {
  url: `/api/v1/auth/users/suggestions?limit=${SUGGESTIONS_SHOWN}`,
  put: (answer) =>
    getSuggestionsApi.util.upsertQueryEntries([
      {
        endpointName: 'getSuggestions',
        arg: SUGGESTIONS_SHOWN,
        value: answer as TSuggestionsResponse,
      },
    ]),
};
const helpWanted: FirstRequest = {
  url: `/api/v1/moments?helpWanted=true&limit=${HELP_WANTED_SHOWN}`,
  put: (answer) =>
    getHelpWantedApi.util.upsertQueryEntries([
      { endpointName: 'getHelpWanted', arg: undefined, value: answer as TMomentsResponse },
    ]),
};
const homeConversations: FirstRequest = {
  url: '/api/v1/messages/conversations',
  put: (answer) =>
    getUnreadConversationsApi.util.upsertQueryEntries([
      {
        endpointName: 'getHomeConversations',
        arg: undefined,
        value: answer as TConversationsResponse,
      },
    ]),
};
const recentMoments: FirstRequest = {
  url: `/api/v1/moments?following=true&limit=${RECENT_MOMENTS_SHOWN}`,
  put: (answer) =>
    getRecentMomentsApi.util.upsertQueryEntries([
      { endpointName: 'getRecentMoments', arg: undefined, value: answer as TMomentsResponse },
    ]),
};
/** The feed's first page: the visitors' request, answered with the member's likes and moments. */
const feedPage: FirstRequest = {
  url: FIRST_FEED_PAGE_URL,
  put: (answer) =>
    getMomentsApi.util.upsertQueryEntries([
      { endpointName: 'getMoments', arg: FIRST_FEED_PAGE, value: answer as TMomentsResponse },
    ]),
};
const features: FirstRequest = {
  url: '/api/v1/features',
  // The endpoint keeps the answer's `data` (its transformResponse).
  put: (answer) =>
    languageToolsApi.util.upsertQueryEntries([
      {
        endpointName: 'getFeatures',
        arg: undefined,
        value: (answer as TFeaturesResponse).data,
      },
    ]),
};

/** A first page of the chat's conversation list (an infinite query: its pages, from the first). */
const conversationList = (url: string, arg: ConversationsArg): FirstRequest => ({
  url,
  put: (answer) =>
    getConversationsApi.util.upsertQueryEntries([
      {
        endpointName: 'getConversations',
        arg,
        value: { pages: [answer as TConversationsResponse], pageParams: [null] },
      },
    ]),
});

/** Each member page's first requests for member `me`, the header's bell first. */
const FIRST_REQUESTS: Record<string, (me: string) => FirstRequest[]> = {
  '/': (me) => [
    unreadCount,
    storiesFeed,
    streakOf(me),
    dueCardsCount,
    liveRoom,
    suggestions,
    helpWanted,
    homeConversations,
    recentMoments,
  ],
  '/moments': () => [unreadCount, storiesFeed, feedPage, features],
  '/chat': () => [
    unreadCount,
    conversationList('/api/v1/messages/conversations?requests=true', REQUEST_CONVERSATIONS),
    conversationList('/api/v1/messages/conversations', ALL_CONVERSATIONS),
  ],
};

/** The API URLs of a member page's first screen for member `me`. */
export function memberPageApi(path: string, me: string): string[] {
  return (FIRST_REQUESTS[path]?.(me) ?? []).map((request) => request.url);
}

export const MEMBER_PAGES: Record<string, { api: (me: string) => string[]; titleKey: string }> = {
  '/': { api: (me) => memberPageApi('/', me), titleKey: 'pageTitle.memberHome' },
  '/moments': { api: (me) => memberPageApi('/moments', me), titleKey: 'pageTitle.moments' },
  '/chat': { api: (me) => memberPageApi('/chat', me), titleKey: 'pageTitle.chat' },
};

/** The API answers (parsed JSON) a member page was rendered from, by request URL. */
export type MemberPageAnswers = Record<string, unknown>;

/**
 * Puts a member page's answers into the store as if its queries had just run: the server's render
 * and the app's hydration then both render the page whole at once, from the same data.
 */
export function seedMemberPage(
  store: AppStore,
  path: string,
  me: string,
  answers: MemberPageAnswers,
) {
  for (const request of FIRST_REQUESTS[path]?.(me) ?? []) {
    const answer = answers[request.url];
    if (answer) store.dispatch(request.put(answer));
  }
}
