import type {
  TConversationsResponse,
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
import { getHelpWantedApi, HELP_WANTED_SHOWN } from '@/features/home/api/get-help-wanted';
import { getRecentMomentsApi, RECENT_MOMENTS_SHOWN } from '@/features/home/api/get-recent-moments';
import { getSuggestionsApi, SUGGESTIONS_SHOWN } from '@/features/home/api/get-suggestions';
import { getUnreadConversationsApi } from '@/features/home/api/get-unread-conversations';
import { getNotebookApi } from '@/features/notebook/api/get-notebook';
import { getUnreadCountApi } from '@/features/notifications/api/get-unread-count';
import { getRoomsApi } from '@/features/rooms/api/get-rooms';
import { getStoriesFeedApi } from '@/features/stories/api/get-stories-feed';
import { getStreakApi } from '@/features/streak/api/get-streak';
import type { AppStore } from '@/stores/store';

/**
 * The member pages the server renders on a first request (docs/decisions/056): the member's home.
 * Each query its first screen makes, with the URL RTK Query requests for it. The same requests
 * are in the home's row of web/vite-route-hints.ts (a unit test keeps the two equal).
 */
const dueCards: TNotebookQuery = { due: 'true', limit: 1 };
const liveRooms: TRoomsQuery = { status: 'live', limit: 1 };

/** The API URLs of the home's first screen for member `me`. */
export function memberHomeApi(me: string): string[] {
  return [
    '/api/v1/notifications/unread-count',
    '/api/v1/stories/feed',
    `/api/v1/auth/users/${encodeURIComponent(me)}/streak`,
    '/api/v1/notebook?page=1&due=true&limit=1',
    '/api/v1/rooms?page=1&status=live&limit=1',
    `/api/v1/auth/users/suggestions?limit=${SUGGESTIONS_SHOWN}`,
    `/api/v1/moments?helpWanted=true&limit=${HELP_WANTED_SHOWN}`,
    '/api/v1/messages/conversations',
    `/api/v1/moments?following=true&limit=${RECENT_MOMENTS_SHOWN}`,
  ];
}

export const MEMBER_PAGES: Record<string, { api: (me: string) => string[]; titleKey: string }> = {
  '/': { api: memberHomeApi, titleKey: 'pageTitle.memberHome' },
};

/** The API answers (parsed JSON) a member page was rendered from, by request URL. */
export type MemberPageAnswers = Record<string, unknown>;

/**
 * Puts a member's home answers into the store as if its queries had just run: the server's render
 * and the app's takeover then both render the home whole at once, from the same data.
 */
export function seedMemberHome(store: AppStore, me: string, answers: MemberPageAnswers) {
  const [unread, stories, streak, notebook, rooms, suggestions, helpWanted, conversations, recent] =
    memberHomeApi(me).map((url) => answers[url]);
  const { dispatch } = store;
  if (unread) {
    dispatch(
      getUnreadCountApi.util.upsertQueryEntries([
        { endpointName: 'getUnreadCount', arg: undefined, value: unread as TUnreadCountResponse },
      ]),
    );
  }
  if (stories) {
    dispatch(
      getStoriesFeedApi.util.upsertQueryEntries([
        { endpointName: 'getStoriesFeed', arg: undefined, value: stories as TStoriesFeedResponse },
      ]),
    );
  }
  if (streak) {
    dispatch(
      getStreakApi.util.upsertQueryEntries([
        { endpointName: 'getStreak', arg: me, value: streak as TStreakResponse },
      ]),
    );
  }
  if (notebook) {
    dispatch(
      getNotebookApi.util.upsertQueryEntries([
        { endpointName: 'getNotebook', arg: dueCards, value: notebook as TNotebookResponse },
      ]),
    );
  }
  if (rooms) {
    dispatch(
      getRoomsApi.util.upsertQueryEntries([
        { endpointName: 'getRooms', arg: liveRooms, value: rooms as TRoomsResponse },
      ]),
    );
  }
  if (suggestions) {
    dispatch(
      getSuggestionsApi.util.upsertQueryEntries([
        {
          endpointName: 'getSuggestions',
          arg: SUGGESTIONS_SHOWN,
          value: suggestions as TSuggestionsResponse,
        },
      ]),
    );
  }
  if (helpWanted) {
    dispatch(
      getHelpWantedApi.util.upsertQueryEntries([
        { endpointName: 'getHelpWanted', arg: undefined, value: helpWanted as TMomentsResponse },
      ]),
    );
  }
  if (conversations) {
    dispatch(
      getUnreadConversationsApi.util.upsertQueryEntries([
        {
          endpointName: 'getHomeConversations',
          arg: undefined,
          value: conversations as TConversationsResponse,
        },
      ]),
    );
  }
  if (recent) {
    dispatch(
      getRecentMomentsApi.util.upsertQueryEntries([
        { endpointName: 'getRecentMoments', arg: undefined, value: recent as TMomentsResponse },
      ]),
    );
  }
}
