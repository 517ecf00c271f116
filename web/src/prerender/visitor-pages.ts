import type { TMembersResponse, TMomentsResponse, TStatsResponse } from '@chingu/contract';
import { getMembersApi, membersSearchParams } from '@/features/members/api/get-members';
import { getStatsApi } from '@/features/members/api/get-stats';
import { MEMBERS_PAGE_SIZE } from '@/features/members/utils/member';
import { getMomentsApi, momentsSearchParams } from '@/features/moments/api/get-moments';
import { FEED_PAGE_SIZE } from '@/features/moments/utils/moment';
import type { AppStore } from '@/stores/store';

/**
 * The pages the server renders for visitors at request time (docs/decisions/035): their path and
 * the API answers their first screen is built from, requested exactly as RTK Query requests them,
 * so the server reads the same cached visitor answers (decision 025) the app would.
 */
/** The feed's first page as the app asks for it (members get the same request, decision 056). */
export const FIRST_FEED_PAGE = { page: 1, limit: FEED_PAGE_SIZE };
const momentsArgs = FIRST_FEED_PAGE;
const membersArgs = { page: 1, limit: MEMBERS_PAGE_SIZE };
const API = {
  moments: `/api/v1/moments?${momentsSearchParams(momentsArgs).toString()}`,
  members: `/api/v1/auth/users?${membersSearchParams(membersArgs).toString()}`,
  stats: '/api/v1/stats',
};
export const FIRST_FEED_PAGE_URL = API.moments;
export const VISITOR_PAGES: Record<string, { api: string[]; titleKey: string }> = {
  '/moments': { api: [API.moments], titleKey: 'pageTitle.moments' },
  '/communities': { api: [API.stats, API.members], titleKey: 'pageTitle.communities' },
};

/** The API answers (parsed JSON) a visitor page was rendered from, by request URL. */
export type VisitorPageAnswers = Record<string, unknown>;

/** The element of a visitor page holding its answers (JSON, not a script: the CSP runs none). */
/** Also read by public/route-hints.js (plain script): change both together. */
export const PAGE_DATA_ID = 'chingu-page-data';

/**
 * Puts a visitor page's answers into the store as if its queries had just run: the server's render
 * and the app's takeover then both render the cards at once, from the same data.
 */
export function seedVisitorPage(store: AppStore, answers: VisitorPageAnswers) {
  const moments = answers[API.moments];
  if (moments) {
    store.dispatch(
      getMomentsApi.util.upsertQueryEntries([
        { endpointName: 'getMoments', arg: momentsArgs, value: moments as TMomentsResponse },
      ]),
    );
  }
  const members = answers[API.members];
  if (members) {
    store.dispatch(
      getMembersApi.util.upsertQueryEntries([
        { endpointName: 'getMembers', arg: membersArgs, value: members as TMembersResponse },
      ]),
    );
  }
  const stats = answers[API.stats];
  if (stats) {
    store.dispatch(
      getStatsApi.util.upsertQueryEntries([
        { endpointName: 'getStats', arg: undefined, value: stats as TStatsResponse },
      ]),
    );
  }
}
